import { useTranslation } from 'react-i18next';
import { MyWallet } from '../../features/wallet/components/my-wallet';
import { MemberCentreFrame } from '../components/member-centre-frame';

export default function TransferFundPage() {
  const { t } = useTranslation();
  return (
    <MemberCentreFrame id="wallet" title={t('memberCentre.entries.in_my_wallet')}>
      <MyWallet />
    </MemberCentreFrame>
  );
}
