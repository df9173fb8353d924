import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { type ReactNode, useState } from 'react';
import { t } from '../i18n';
import { downloadBlob, fileRoute, shareFile } from '../lib/download';
import { haptic, httpsUrl, isTelegram, openExternal } from '../lib/platform';
import { CopyField } from './CopyField';
import { Sheet } from './Sheet';
import { showToast } from './toast';

/**
 * Hands an exported file to the user by the way this client can take it (lib/download.ts
 * `fileRoute`), and says only what happened: "Saved" after a browser download, "Shared" after the
 * share sheet took the file, nothing when the user dismissed it. When the share sheet needs a
 * fresh tap, or this Telegram client has no way to take a file at all, a sheet says so and offers
 * the way: a button that shares it, or this screen opened in the user's browser (sign in there
 * and export again), with its address to copy where the browser cannot be opened from here.
 *
 * `deliver(file, note)` once the file is made (`note`: a line under "Saved" or "Shared"); render
 * `panel` where the hook is used.
 */
interface Delivery {
  file: File;
  note: string | undefined;
}
type Panel = (Delivery & { kind: 'share' }) | (Delivery & { kind: 'browser'; url: string });

export function useFileDelivery(): {
  deliver: (file: File, note?: string) => Promise<void>;
  panel: ReactNode;
} {
  const [panel, setPanel] = useState<Panel | null>(null);

  const done = (text: string, note: string | undefined) => {
    haptic('success');
    showToast(text, { tone: 'success', ...(note ? { description: note } : {}) });
  };
  const toBrowser = (d: Delivery) =>
    setPanel({ ...d, kind: 'browser', url: new URL(window.location.pathname, window.location.href).href });
  /** `firstTry`: straight after the file was fetched, when a refusal may only mean "tap again". */
  const share = async (d: Delivery, firstTry: boolean) => {
    const outcome = await shareFile(d.file);
    if (outcome === 'shared') {
      setPanel(null);
      done(t('ui.file.shared', { name: d.file.name }), d.note);
    } else if (outcome === 'refused') {
      if (firstTry) setPanel({ ...d, kind: 'share' });
      else toBrowser(d);
    }
  };

  const deliver = async (file: File, note?: string) => {
    const route = fileRoute(file, isTelegram());
    if (route === 'download') {
      downloadBlob(file.name, file);
      done(t('ui.file.saved', { name: file.name }), note);
    } else if (route === 'share') await share({ file, note }, true);
    else toBrowser({ file, note });
  };

  const close = (open: boolean) => !open && setPanel(null);
  const node =
    panel?.kind === 'share' ? (
      <Sheet open onOpenChange={close} title={t('ui.file.ready.title')}>
        <Placeholder
          header={panel.file.name}
          description={t('ui.file.ready.body')}
          action={
            // In the page, never Telegram's MainButton: the share sheet opens only from a tap on
            // the page itself.
            <Button size="m" onClick={() => void share(panel, false)}>
              {t('ui.file.ready.share')}
            </Button>
          }
        />
      </Sheet>
    ) : panel?.kind === 'browser' ? (
      <Sheet
        open
        onOpenChange={close}
        title={t('ui.file.browser.title')}
        primary={
          httpsUrl(panel.url)
            ? { text: t('ui.file.browser.open'), onClick: () => openExternal(panel.url) && setPanel(null) }
            : undefined
        }
      >
        <Placeholder header={panel.file.name} description={t('ui.file.browser.body')} />
        <CopyField label={t('ui.file.browser.address')} value={panel.url} mono />
      </Sheet>
    ) : null;

  return { deliver, panel: node };
}
