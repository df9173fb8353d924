/** sessionStorage key holding sandbox-signed init data while the DEV Telegram mock is on. */
export const DEV_MOCK_KEY = 'dev/telegram-init-data';

export function devMockRequested(): boolean {
  try {
    return sessionStorage.getItem(DEV_MOCK_KEY) !== null;
  } catch {
    return false;
  }
}
