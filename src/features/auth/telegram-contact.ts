import { requestContact } from '@telegram-apps/sdk';

/** Asks Telegram for the user's phone number; null when declined or unsupported. */
export async function requestPhone(): Promise<string | null> {
  if (!requestContact.isAvailable()) return null;
  try {
    const { contact } = await requestContact({ timeout: 60_000 });
    return contact.phone_number || null;
  } catch {
    return null;
  }
}
