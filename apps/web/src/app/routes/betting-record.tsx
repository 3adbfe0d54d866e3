import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BettingRecord } from '../../features/betting-record/components/betting-record';
import { useLotteryMenus } from '../../features/lottery-launch/api/get-lottery-menus';
import { menuGames } from '../../features/lottery-launch/lib/lottery-launch';
import { MemberCentreFrame } from '../components/member-centre-frame';

/** The betting record: every lottery bet of the player, with its result and proof. */
export default function BettingRecordPage() {
  const { t } = useTranslation();
  const menus = useLotteryMenus();
  const games = useMemo(() => menuGames(menus.data), [menus.data]);
  return (
    <MemberCentreFrame id="betting-record" title={t('memberCentre.entries.in_betting_record')}>
      <BettingRecord games={games} />
    </MemberCentreFrame>
  );
}
