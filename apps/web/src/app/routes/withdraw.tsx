import { useTranslation } from 'react-i18next';
import { WithdrawCentre } from '../../features/withdraw/components/withdraw-centre';
import { MemberCentreFrame } from '../components/member-centre-frame';

/** Withdrawal: payment password, receiving accounts, requests and their confirmation. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <MemberCentreFrame id="withdraw" title={t('memberCentre.entries.in_increase_withdrawal')}>
      <WithdrawCentre />
    </MemberCentreFrame>
  );
}
