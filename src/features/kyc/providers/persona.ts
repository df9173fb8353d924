import { t } from '../../../i18n';
import { DEFAULT_PERSONA_ORIGIN } from '../../../lib/csp';
import { PERSONA_ORIGIN, PERSONA_SANDBOX_EXTRAS } from '../frames';
import { personaLanguage } from './language';

/**
 * The Persona client, loaded only when a real (non-sandbox) verification starts. Its frame comes
 * from the configured origin, and carries Persona's sandbox (scripts, same-origin, popups) plus
 * forms and dialogs only: no top navigation, so the frame cannot take the app's page elsewhere.
 */
export interface PersonaHandlers {
  onComplete: (status: string) => void;
  onCancel: () => void;
  onError: (message: string) => void;
}

export async function launchPersona(
  inquiryId: string,
  sessionToken: string | undefined,
  h: PersonaHandlers,
): Promise<() => void> {
  const { Client } = await import('persona');
  const language = personaLanguage();
  const client = new Client({
    inquiryId,
    sessionToken,
    // Persona's own language list; left out (Persona follows the device) when it lacks ours.
    ...(language ? { language } : {}),
    ...(PERSONA_ORIGIN === DEFAULT_PERSONA_ORIGIN ? {} : { host: new URL(PERSONA_ORIGIN).host }),
    sandboxAttributes: PERSONA_SANDBOX_EXTRAS,
    onReady: () => client.open(),
    onComplete: ({ status }) => h.onComplete(status),
    onCancel: () => h.onCancel(),
    onError: (e) => h.onError(e.message ?? t('kyc.overlay.loadFailed')),
  });
  return () => client.destroy();
}
