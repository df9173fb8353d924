import { describe, expect, it } from 'vitest';
import { issuingApi } from '../../src/api/endpoints/issuing';
import { userApi } from '../../src/api/endpoints/user';
import { MY_WALLETS, walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { wireNumber } from '../../src/shared/wire-json';
import { failure, signInAs } from './harness';
import { sandboxForThisFile } from './lifecycle';

/**
 * Card programs name the KYC rail their cards need (`kyc_rails_id`); a wallet its holder has not
 * verified is refused with 403 KYC_REQUIRED, the code the app turns into "Verify to unlock".
 */
sandboxForThisFile();

describe('contract: card issuing needs a verified wallet', () => {
  it('names the identity rail on every program and refuses an unverified wallet with KYC_REQUIRED', async () => {
    await signInAs(`new.cardholder.${Date.now()}@example.com`);
    const wallet = (await call(walletsApi.list, MY_WALLETS)).data[0]!;
    expect(wallet.kyc_info?.status).toBe('UNVERIFIED');
    const programs = await call(issuingApi.programs, { query: { wallet_id: wallet.uuid } });
    expect(new Set(programs.data.map((p) => p.kyc_rails_id))).toEqual(new Set(['rail_individual_basic']));

    const user = await call(userApi.getData);
    const refused = await failure(
      call(issuingApi.createCard, {
        body: {
          program_id: 'prog-visa-virtual-prepaid-usd',
          wallet_id: wallet.uuid,
          request_id: crypto.randomUUID(),
          nick_name: 'First card',
          user_data_id: String(user.id),
          initial_topup: wireNumber('10'),
        },
      }),
    );
    expect(refused.status).toBe(403);
    expect(refused.code).toBe('KYC_REQUIRED');
    expect(refused.message).toMatch(/^Verify this wallet to issue .* cards\.$/);

    const subAccount = await failure(
      call(issuingApi.createSubAccount, {
        body: { wallet_id: wallet.uuid, program_id: 'prog-mc-virtual-balance-eur' },
      }),
    );
    expect(subAccount.code).toBe('KYC_REQUIRED');
  });
});
