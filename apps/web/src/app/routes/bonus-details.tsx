import { useTranslation } from 'react-i18next';
import { BonusDetails } from '../../features/bonus/components/bonus-details';
import { MemberCentreFrame } from '../components/member-centre-frame';

/** Bonus details: the bonuses credited to the player's wallet, with their reasons. */
export default function BonusDetailsPage() {
  const { t } = useTranslation();
  return (
    <MemberCentreFrame id="bonus-details" title={t('memberCentre.entries.in_bonus_details')}>
      <BonusDetails />
    </MemberCentreFrame>
  );
}
