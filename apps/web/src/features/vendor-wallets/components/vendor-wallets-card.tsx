import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMinor } from '../../../lib/money';
import { useBalanceQuery } from '../../balance/api/get-balance';
import { useVendorWalletsQuery } from '../api/get-vendor-wallets';
import { VendorTransferPanel } from './vendor-transfer-panel';
import './vendor-wallets.css';

export interface VendorWalletsCardProps {
  /** Only this vendor's wallet (the game being played); every one when absent. */
  vendor?: string;
  /** Told after money moved, so a game showing its balance can load it again. */
  onMoved?: () => void;
}

/**
 * The consolidated balance (docs/games.md, "Transfer wallet"): the main wallet and each
 * transfer-wallet vendor's, with a transfer form for each. Nothing when the site has no
 * such vendor.
 */
export function VendorWalletsCard({ vendor, onMoved }: VendorWalletsCardProps) {
  const { t, i18n } = useTranslation();
  const wallets = useVendorWalletsQuery(true);
  const balance = useBalanceQuery(true).data;
  if (wallets.isPending || !balance) {
    return <Skeleton lines={3} className="vendor-wallets" testId="vendor-wallets-loading" />;
  }
  if (wallets.isError) {
    return (
      <ErrorState
        message={t('vendorWallets.loadFailed')}
        onRetry={() => void wallets.refetch()}
        testId="vendor-wallets-error"
      />
    );
  }
  const { data } = wallets;
  const shown = data.vendors.filter((w) => vendor === undefined || w.vendor === vendor);
  if (shown.length === 0) return null;
  const exponent = balance.currencyExponent;
  return (
    <section
      className="vendor-wallets"
      data-testid="vendor-wallets"
      aria-label={t('vendorWallets.heading')}
    >
      {vendor === undefined ? (
        <p className="vendor-wallets__total" data-testid="vendor-wallets-total">
          {t('vendorWallets.total', {
            amount: formatMinor(data.total, exponent, i18n.language, data.currency),
          })}
        </p>
      ) : null}
      <ul className="vendor-wallets__list">
        {shown.map((w) => (
          <li key={w.vendor}>
            <VendorTransferPanel
              wallet={w}
              main={data.main}
              currency={data.currency}
              exponent={exponent}
              {...(onMoved ? { onMoved } : {})}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
