import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type {
  DepositInstruction,
  VirtualAccountDetail,
  VirtualAccountListItem,
} from '../../src/contract/virtual-accounts.ts';
import { virtualAccountRoutes as routes } from '../../src/contract/virtual-accounts.ts';
import { toWire } from '../../src/shared/wire-json.ts';
import { railById } from '../kyc/catalog.ts';
import { kycState, railStatus } from '../kyc/state.ts';
import type { SandboxModule } from '../server/context.ts';
import { fail, failCoded, invalid } from '../server/errors.ts';
import { intQuery, isUuid, readBody } from '../server/validate.ts';
import { currencyById, currencyWire } from '../system/catalog.ts';
import { verificationRequired } from '../system/tenant-config.ts';
import { DEMO_EMAIL } from '../user/users.ts';
import { createAddressBook } from '../wallets/addresses.ts';
import { ledgerFor } from '../wallets/ledger.ts';
import {
  accountNumber,
  depositReference,
  iban,
  PROGRAMS,
  type ProgramDef,
  programById,
  programWire,
  type Rail,
  routingNumber,
} from './programs.ts';

/** Virtual accounts — API.md §14 (service core). */
interface VirtualAccountRow {
  id: string;
  wallet_id: string;
  va_programs_id: string;
  status: string;
  vendor_account_id: string;
  holder_name: string;
  created_at: string;
}

/** The banking partner and the account holder's registered address shown in the instructions. */
const BANK = {
  name: 'Sandbox Bank N.A.',
  bic: 'SBXBUS33XXX',
  address: {
    address_line1: '1200 Harbor Blvd',
    address_line2: 'Floor 4',
    city: 'Weehawken',
    state: 'NJ',
    postal_code: '07086',
    country_code: 'US',
  },
};
const EU_BANK = {
  name: 'Sandbox Bank Europe AG',
  bic: 'SBXEDEFFXXX',
  address: {
    address_line1: 'Taunusanlage 12',
    address_line2: '',
    city: 'Frankfurt am Main',
    state: 'HE',
    postal_code: '60325',
    country_code: 'DE',
  },
};
const HOLDER_ADDRESS = {
  address_line1: '548 Market St',
  address_line2: 'PMB 41890',
  city: 'San Francisco',
  state: 'CA',
  postal_code: '94104',
  country_code: 'US',
};

const oneLine = (a: typeof HOLDER_ADDRESS) =>
  [a.address_line1, a.address_line2, a.city, `${a.state} ${a.postal_code}`, a.country_code]
    .filter(Boolean)
    .join(', ');

function instruction(
  rail: Rail,
  va: VirtualAccountRow,
  program: ProgramDef,
): z.input<typeof DepositInstruction> {
  const asset = currencyById(program.account_currency_id)!.symbol;
  // Euro accounts are held in Europe (IBAN as the account number); everything else in the US.
  const eu = asset === 'EUR';
  const bank = eu ? EU_BANK : BANK;
  const common = {
    account_number: eu ? iban(va.id) : accountNumber(va.id),
    institution_name: bank.name,
    asset_type_id: asset,
    // The reference the sender must quote so the bank matches the payment to this account.
    memo: depositReference(va.id),
    account_holder_name: va.holder_name,
  };
  switch (rail) {
    case 'ACH':
      return { ...common, instruction_type: rail, account_routing_number: routingNumber(va.id) };
    case 'FEDWIRE':
      return {
        ...common,
        instruction_type: rail,
        account_routing_number: routingNumber(`wire:${va.id}`),
        institution_address: bank.address,
        account_holder_address: HOLDER_ADDRESS,
      };
    case 'SWIFT':
      return {
        ...common,
        instruction_type: rail,
        swift_bic: bank.bic,
        institution_address: bank.address,
        account_holder_address: HOLDER_ADDRESS,
      };
    case 'SEPA':
      return {
        ...common,
        instruction_type: rail,
        iban: iban(va.id),
        swift_bic: EU_BANK.bic,
        institution_address: EU_BANK.address,
        account_holder_address: HOLDER_ADDRESS,
      };
    case 'CHAPS':
    case 'FPS':
      return {
        ...common,
        instruction_type: rail,
        sort_code: '04-00-75',
        institution_address: bank.address,
        account_holder_address: HOLDER_ADDRESS,
      };
  }
}

export const registerVirtualAccounts: SandboxModule = (ctx) => {
  const ledger = ledgerFor(ctx);
  const table = () => ctx.store.table<VirtualAccountRow>('virtual_accounts');
  const iso = () => new Date(ctx.now()).toISOString();

  function create(walletId: string, program: ProgramDef, holder: string): VirtualAccountRow {
    const row: VirtualAccountRow = {
      id: randomUUID(),
      wallet_id: walletId,
      va_programs_id: program.id,
      status: 'ACTIVE',
      vendor_account_id: `${program.vendor.code.toLowerCase()}_${randomUUID().slice(0, 12)}`,
      holder_name: holder,
      created_at: iso(),
    };
    return table().set(row.id, row);
  }

  const detailsOf = (va: VirtualAccountRow, program: ProgramDef) => {
    const ach = program.rails.includes('ACH');
    const wire = program.rails.includes('FEDWIRE');
    const eu = program.rails.includes('SEPA');
    const bank = eu ? EU_BANK : BANK;
    const number = eu ? iban(va.id) : accountNumber(va.id);
    return {
      bankName: bank.name,
      bankAddress: oneLine(bank.address),
      swiftCode: bank.bic,
      beneficiary: { name: va.holder_name, address: oneLine(HOLDER_ADDRESS) },
      ...(ach ? { ach: { accountNumber: number, routingNumber: routingNumber(va.id) } } : {}),
      ...(wire ? { wire: { accountNumber: number, routingNumber: routingNumber(`wire:${va.id}`) } } : {}),
      ...(program.rails.includes('SWIFT')
        ? { swift: { accountNumber: number, routingNumber: bank.bic } }
        : {}),
    };
  };

  const cryptoDestination = (va: VirtualAccountRow, program: ProgramDef) => {
    const dest = currencyById(program.destination_currency_id)!;
    if (!dest.is_crypto || dest.chain_id === null) return null;
    const address = createAddressBook(ctx).current(va.wallet_id, dest.chain_id).address;
    return { currency_id: dest.uuid, deposit_address: address, chain_id: dest.chain_id };
  };

  function common(va: VirtualAccountRow) {
    const program = programById(va.va_programs_id)!;
    const crypto = cryptoDestination(va, program);
    return {
      program,
      crypto,
      base: {
        id: va.id,
        status: va.status,
        va_programs_id: va.va_programs_id,
        integration_vendor_id: program.vendor.id,
        vendor_account_id: va.vendor_account_id,
        wallet_id: va.wallet_id,
        created_at: va.created_at,
        // Deposits credit the wallet directly; the virtual account itself holds nothing.
        balance: toWire(0),
        total_balance: toWire(0),
        destination_address: crypto?.deposit_address ?? '',
        account_details: detailsOf(va, program),
        virtual_accounts_program: programWire(program),
        deposit_instructions: program.rails.map((r) => instruction(r, va, program)),
      },
    };
  }

  const listItem = (va: VirtualAccountRow): z.input<typeof VirtualAccountListItem> => {
    const { program, base } = common(va);
    return {
      ...base,
      account_currency: currencyWire(currencyById(program.account_currency_id)!),
      destination_currency: currencyWire(currencyById(program.destination_currency_id)!),
    };
  };

  const detail = (va: VirtualAccountRow): z.input<typeof VirtualAccountDetail> => {
    const { program, crypto, base } = common(va);
    return {
      ...base,
      account_currency: currencyById(program.account_currency_id)!.symbol,
      destination_currency: currencyById(program.destination_currency_id)!.symbol,
      order_types: program.order_types,
      crypto_deposit_details: crypto ? [crypto] : [],
    };
  };

  /**
   * The account is in the verified holder's name: the business's for a business wallet, else the
   * person's as their verification recorded it. Never a contact (an email is not a beneficiary
   * name a bank accepts); the rail gate above guarantees a verification has named them (a tenant
   * without verification: the user's own name).
   */
  const holderName = (walletId: string) => {
    const entity = kycState(ctx).entity(walletId);
    const wallet = ledger.getWallet(walletId);
    if (entity.type === 'business') return entity.business_name || wallet?.name || 'Account holder';
    const user = wallet ? ctx.users.get(wallet.owner_id) : undefined;
    const person = [entity.first_name, entity.last_name].filter(Boolean).join(' ');
    return person || [user?.first_name, user?.last_name].filter(Boolean).join(' ') || 'Account holder';
  };

  const activePrograms = () => PROGRAMS.filter((p) => p.status === 'ACTIVE' && !p.is_hidden);

  // Demo: the main wallet already has a USD account, so fiat deposits are not empty at first run.
  ctx.users.onCreated((user) => {
    if (user.email?.toLowerCase() !== DEMO_EMAIL) return;
    const main = ledger.walletsOf(user.id)[0];
    if (main) create(main.uuid, PROGRAMS[0]!, holderName(main.uuid));
  });

  ctx.core.get('/virtual_account/programs/list', (c) => {
    const walletId = c.req.query('wallet_id');
    if (walletId) ledger.assertWalletAccess(c, walletId, 'core');
    else ctx.userId(c, 'core');
    const limit = intQuery(c, 'limit', 50);
    const offset = intQuery(c, 'offset', 0, 1_000_000);
    const all = activePrograms();
    const data = all.slice(offset, offset + limit).map(programWire);
    return c.json({ data, count: all.length, has_more: offset + data.length < all.length });
  });

  ctx.core.get('/virtual_account/list/:wallet_uuid', (c) => {
    const { wallet } = ledger.assertWalletAccess(c, c.req.param('wallet_uuid'), 'core');
    const limit = intQuery(c, 'limit', 10);
    const offset = intQuery(c, 'offset', 0, 1_000_000);
    const rows = table()
      .filter((v) => v.wallet_id === wallet.uuid)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const data = rows.slice(offset, offset + limit).map(listItem);
    return c.json({ count: rows.length, has_more: offset + data.length < rows.length, data });
  });

  ctx.core.post('/virtual_account', (c) => {
    ctx.userId(c, 'core');
    const { wallet_id: walletId, va_programs_id: programId } = readBody(c, routes.create.body);
    const { wallet } = ledger.assertWalletAccess(c, walletId, 'core', 'manage');
    const program = programById(programId);
    if (!program || program.is_hidden)
      invalid('va_programs_id', 'There is no virtual-account program with this id.');
    if (program.status !== 'ACTIVE')
      invalid('va_programs_id', 'This program is no longer open for new accounts.');
    if (table().find((v) => v.wallet_id === wallet.uuid && v.va_programs_id === program.id)) {
      invalid('va_programs_id', 'This wallet already has an account in this program.');
    }
    // The program names the KYC rail it needs (kyc_rails_id, API.md §14): the bank opens the
    // account only for a holder verified on that rail, whose name it then carries.
    if (verificationRequired(ctx.store) && railStatus(ctx, wallet.uuid, program.kyc_rail) !== 'APPROVED') {
      const rail = railById(program.kyc_rail)?.name ?? program.kyc_rail;
      failCoded(403, 'KYC_REQUIRED', `Complete ${rail} for this wallet before opening a ${program.name}.`);
    }
    const va = create(wallet.uuid, program, holderName(wallet.uuid));
    return c.json({ id: va.id });
  });

  ctx.core.get('/virtual_account/:uuid', (c) => {
    const id = c.req.param('uuid');
    const va = isUuid(id) ? table().get(id) : undefined;
    if (!va) {
      ctx.userId(c, 'core');
      fail(404, 'Virtual account not found.');
    }
    ledger.assertWalletAccess(c, va.wallet_id, 'core');
    return c.json(detail(va));
  });
};
