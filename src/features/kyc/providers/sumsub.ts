import { t } from '../../../i18n';
import { isProviderFrame, SUMSUB_ORIGIN } from '../frames';
import { sumsubLanguage } from './language';

/**
 * The Sumsub WebSDK, loaded only when a real (non-sandbox) verification starts. The SDK calls
 * `refreshToken` when its access token expires; the platform mints a fresh one.
 *
 * The frame's origin is pinned to the configured one: left alone, the SDK takes the page URL
 * from inside the access token, so a token naming another host would frame (and hand the token
 * to) that host. The SDK builds its own <iframe> and needs scripts, storage, forms, popups and the
 * camera in it, so it gets no `sandbox` attribute; the CSP's `frame-src` still holds it to
 * the configured origin.
 */
export interface SumsubHandlers {
  refreshToken: () => Promise<string>;
  /** Applicant review status ("pending", "completed", …) with the answer when completed. */
  onStatus: (reviewStatus: string, answer: string | undefined) => void;
  onSubmitted: () => void;
  onError: (message: string) => void;
}

export async function launchSumsub(
  container: HTMLElement,
  token: string,
  h: SumsubHandlers,
): Promise<() => void> {
  const { default: snsWebSdk } = await import('@sumsub/websdk');
  const sdk = snsWebSdk
    .init(token, () => h.refreshToken())
    .withBaseUrl(SUMSUB_ORIGIN)
    .withConf({ lang: sumsubLanguage() })
    .withOptions({ addViewportTag: false, adaptIframeHeight: true })
    .on('idCheck.onApplicantSubmitted', () => h.onSubmitted())
    .on('idCheck.onApplicantStatusChanged', (p) => h.onStatus(p.reviewStatus, p.reviewResult?.reviewAnswer))
    .on('idCheck.onError', (e) => h.onError((e as { error?: string }).error ?? t('kyc.overlay.loadFailed')))
    .build();
  sdk.launch(container);
  const frame = container.querySelector('iframe');
  if (frame && !isProviderFrame(frame.src)) {
    container.replaceChildren();
    throw new Error(t('kyc.overlay.notProvider'));
  }
  return () => {
    container.replaceChildren();
  };
}
