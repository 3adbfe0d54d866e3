import { useTranslation } from 'react-i18next';
import { VendorWalletsCard } from '../../features/vendor-wallets/components/vendor-wallets-card';
import { MyWallet } from '../../features/wallet/components/my-wallet';
import { MemberCentreFrame } from '../components/member-centre-frame';

export default function TransferFundPage() {
  const { t } = useTranslation();
  return (
    <MemberCentreFrame id="wallet" title={t('memberCentre.entries.in_my_wallet')}>
      <MyWallet />
      <VendorWalletsCard />
    </MemberCentreFrame>
  );
}
