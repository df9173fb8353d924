import { Placeholder } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { Screen } from './Screen';

/**
 * A whole screen that says one thing and offers the way forward: an unknown link, a blocked
 * account, a Telegram launch that could not start or was refused, a question before switching
 * accounts. Root screen (no Back), its title read by screen readers but drawn once, as the header.
 * `alert`: announced as soon as it shows (something went wrong), not a calm question.
 */
export function FullScreenMessage({
  title,
  body,
  action,
  alert = false,
}: {
  title: string;
  body: ReactNode;
  action?: ReactNode;
  alert?: boolean;
}) {
  return (
    <Screen title={title} root hideTitle>
      <div className="full-screen" role={alert ? 'alert' : undefined}>
        <Placeholder header={title} description={body} action={action} />
      </div>
    </Screen>
  );
}
