/**
 * The Sumsub WebSDK, loaded only when a real (non-sandbox) verification starts. The SDK calls
 * `refreshToken` when its access token expires; the platform mints a fresh one.
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
    .withConf({ lang: navigator.language.slice(0, 2) || 'en' })
    .withOptions({ addViewportTag: false, adaptIframeHeight: true })
    .on('idCheck.onApplicantSubmitted', () => h.onSubmitted())
    .on('idCheck.onApplicantStatusChanged', (p) => h.onStatus(p.reviewStatus, p.reviewResult?.reviewAnswer))
    .on('idCheck.onError', (e) =>
      h.onError((e as { error?: string }).error ?? 'The verification failed to load.'),
    )
    .build();
  sdk.launch(container);
  return () => {
    container.replaceChildren();
  };
}
