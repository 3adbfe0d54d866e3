import { useTranslation } from 'react-i18next';
import { PersonalProfit } from '../../features/profit/components/personal-profit';
import { MemberCentreFrame } from '../components/member-centre-frame';

/** Personal profit and loss: what the player won or lost per day, week or month. */
export default function PersonalProfitPage() {
  const { t } = useTranslation();
  return (
    <MemberCentreFrame id="personal-profit" title={t('memberCentre.entries.in_personal_loss')}>
      <PersonalProfit />
    </MemberCentreFrame>
  );
}
