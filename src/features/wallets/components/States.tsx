import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import { paths } from '../../../app/paths';

/** A wallet that does not exist or is not shared with this user (404 and 403 look the same). */
export function WalletNotFound() {
  const [, navigate] = useLocation();
  return (
    <div className="full-screen" data-testid="wallet-not-found">
      <Placeholder
        header="Wallet not found"
        description="This wallet doesn't exist or isn't shared with your account. Check the link, or ask its owner to invite you."
        action={
          <Button size="m" onClick={() => navigate(paths.home(), { replace: true })}>
            Go to home
          </Button>
        }
      />
    </div>
  );
}
