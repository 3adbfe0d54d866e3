import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BettingRecord } from '../../features/betting-record/components/betting-record';
import { RoundsRecord } from '../../features/betting-record/components/rounds-record';
import { useVendors } from '../../features/games-lobby/api/get-vendors';
import { useLotteryMenus } from '../../features/lottery-launch/api/get-lottery-menus';
import { menuGames } from '../../features/lottery-launch/lib/lottery-launch';
import { Tabs } from '../../components/ui/tabs';
import { MemberCentreFrame } from '../components/member-centre-frame';

/** The platform's own lotteries: their bets have the lottery tab. */
const ownLotteries = new Set(['TCG_SEA', 'TCG_LOTTO_VN']);

/**
 * The betting record: the player's lottery bets with their results and proofs, and the
 * rounds of vendors' games (`?tab=games`).
 */
export default function BettingRecordPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'games' ? 'games' : 'lottery';
  const menus = useLotteryMenus();
  const games = useMemo(() => menuGames(menus.data), [menus.data]);
  const groups = useVendors();
  const vendors = useMemo(() => {
    const seen = new Map<string, string>();
    for (const group of groups.data ?? []) {
      for (const v of group.vendors)
        if (!ownLotteries.has(v.vassalage)) seen.set(v.vassalage, v.name);
    }
    return [...seen].map(([code, name]) => ({ code, name }));
  }, [groups.data]);
  return (
    <MemberCentreFrame id="betting-record" title={t('memberCentre.entries.in_betting_record')}>
      <Tabs
        items={[
          { key: 'lottery', label: t('betting.tabs.lottery') },
          { key: 'games', label: t('betting.tabs.games') },
        ]}
        activeKey={tab}
        onSelect={(key) => setParams(key === 'games' ? { tab: 'games' } : {}, { replace: true })}
        label={t('memberCentre.entries.in_betting_record')}
        testId="betting-record-tabs"
      >
        {tab === 'games' ? <RoundsRecord vendors={vendors} /> : <BettingRecord games={games} />}
      </Tabs>
    </MemberCentreFrame>
  );
}
