import { Button } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../routing/paths';

/**
 * The way out of a screen that has nothing to show (an unknown link, a wallet not there for this
 * user): home takes this screen's place in the history, so Back does not lead here again.
 */
export function GoHomeButton({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <Button size="m" onClick={() => navigate(paths.home(), { replace: true })}>
      {children}
    </Button>
  );
}
