import { useTranslation } from 'react-i18next';
import { AccountRecord } from '../../features/account-records/components/account-record';
import { MemberCentreFrame } from '../components/member-centre-frame';

/** The account record: every movement of the player's wallet. */
export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  return (
    <MemberCentreFrame id="account-record" title={t('memberCentre.entries.in_account_record')}>
      <AccountRecord />
    </MemberCentreFrame>
  );
}
