/** The Persona client, loaded only when a real (non-sandbox) verification starts. */
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
  const client = new Client({
    inquiryId,
    sessionToken,
    onReady: () => client.open(),
    onComplete: ({ status }) => h.onComplete(status),
    onCancel: () => h.onCancel(),
    onError: (e) => h.onError(e.message ?? 'The verification failed to load.'),
  });
  return () => client.destroy();
}
