import { randomUUID } from 'node:crypto';
import type { AppServer } from '../app-server.ts';
import { signUpTelegram, type TelegramUser } from '../telegram-env.ts';

const USD = '0b6a7c1e-0000-4000-8000-0000000000f1';
const H = { 'content-type': 'application/json', 'x-tenant-id': 'sandbox-tenant' };

/**
 * A Telegram user with a verified wallet, $100 in it and a prepaid card: signed up through the
 * platform's Telegram sign-up, funded by the sandbox's deposit control, the card issued once the
 * deposit has settled (on the sandbox's sped-up clock).
 */
export async function telegramUserWithCard(
  app: Pick<AppServer, 'control' | 'platformUrl'>,
  user: TelegramUser,
  phone: string,
): Promise<{ walletId: string; cardId: string }> {
  const { res } = await signUpTelegram(app, user, phone);
  if (res.status !== 200) throw new Error(`Telegram sign-up: ${res.status} ${await res.text()}`);
  const { access_token } = (await res.json()) as { access_token: string };
  const v2 = { ...H, authorization: `Bearer ${access_token}` };
  const get = async <T>(path: string) =>
    (await (await fetch(`${app.platformUrl}/__platform/v2${path}`, { headers: v2 })).json()) as T;
  const walletId = (await get<{ data: { uuid: string }[] }>('/wallets')).data[0]!.uuid;
  await app.control(`/kyc/${walletId}/status`, { status: 'APPROVED' });
  const userData = await get<{ id: number }>('/user/user-data');
  await app.control('/deposit', { wallet_id: walletId, currency_id: USD, amount: '100' });
  let card: Response | null = null;
  for (let i = 0; i < 40 && card?.status !== 200; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 500));
    card = await fetch(`${app.platformUrl}/__platform/core/issuing/cards/create`, {
      method: 'POST',
      headers: { ...H, authorization: access_token },
      body: JSON.stringify({
        program_id: 'prog-visa-virtual-prepaid-usd',
        wallet_id: walletId,
        request_id: randomUUID(),
        nick_name: 'Telegram card',
        user_data_id: String(userData.id),
        initial_topup: 10,
      }),
    });
  }
  if (card?.status !== 200) throw new Error(`card issue: ${card?.status} ${await card?.text()}`);
  return { walletId, cardId: ((await card.json()) as { card_id: string }).card_id };
}
