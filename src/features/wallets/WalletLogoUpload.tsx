import { MY_WALLETS, walletsApi } from '../../api/endpoints/wallets';
import { call } from '../../api/http';
import type { WalletSummary } from '../../api/types/wallets';
import { t } from '../../i18n';
import { invalidateEndpoint } from '../../lib/server-state/client';
import { LogoUpload } from '../../ui/LogoUpload';
import { walletInput } from './data';

/**
 * The owner's upload of a business wallet's logo (POST /wallets/{wallet_id}/logo). Once the
 * platform took it, the wallet and the list (home's rows) are read again, so the new logo shows
 * in the header and on home at once.
 */
export function WalletLogoUpload({ wallet }: { wallet: WalletSummary }) {
  const walletId = wallet.uuid;
  return (
    <LogoUpload
      src={wallet.logo_url}
      name={wallet.name ?? t('home.wallet.fallbackName')}
      addLabel={t('logos.wallet.add')}
      changeLabel={t('logos.wallet.change')}
      doneLabel={t('logos.wallet.done')}
      send={(body, transport) =>
        call(walletsApi.uploadLogo, { path: { wallet_id: walletId }, body, transport })
      }
      onUploaded={() =>
        Promise.all([
          invalidateEndpoint(walletsApi.get, walletInput(walletId)),
          invalidateEndpoint(walletsApi.list, MY_WALLETS),
        ])
      }
      testId="wallet-logo-upload"
    />
  );
}
