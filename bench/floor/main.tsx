/**
 * The floor for this stack (bench/throttled.mjs): a bare React + telegram-ui + Telegram SDK shell
 * showing a sign-in-like form, no router, no data layer, one chunk. Nothing we ship can load
 * faster than this on the same network, so the app's figures are read as ratios to it.
 */
import '@telegram-apps/telegram-ui/dist/styles.css';
import { init } from '@telegram-apps/sdk';
import { AppRoot, Button, Input, List, Placeholder, Section } from '@telegram-apps/telegram-ui';
import { createRoot } from 'react-dom/client';

try {
  // Outside Telegram the SDK refuses to start: it is here for its bytes and parse time.
  init();
} catch {
  // not a Telegram launch
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppRoot appearance="light" platform="base">
    <Placeholder header="Sign in" description="Your wallets, cards and payments in one place." />
    <List>
      <Section>
        <Input header="Email" placeholder="you@example.com" />
        <Input header="Password" type="password" placeholder="Your password" />
      </Section>
      <Button size="l" stretched>
        Sign in
      </Button>
    </List>
  </AppRoot>,
);
