import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { betStatuses, type BetStatus, type LotteryGame } from '@sorteo/shared';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { PagedQueryView } from '../../../components/ui/paged-query';
import { SelectField } from '../../../components/ui/select-field';
import { lastDays, type DateRange } from '../../../lib/date-range';
import { formatMinor } from '../../../lib/money';
import { usePermissionValue } from '../../system/api/get-permission';
import { useMyBets } from '../api/get-my-bets';
import { BetsTable } from './bets-table';
import './betting-record.css';

const PAGE_SIZE = 20;

/**
 * The betting record (SPEC §2 "in_betting_record"): the player's lottery bets in a date
 * range (last 7 days unless changed, at most 90), optionally of one game and one status,
 * with the range's total stake and winnings. `games` fills the game filter.
 */
export function BettingRecord({ games }: { games: readonly LotteryGame[] }) {
  const { t, i18n } = useTranslation();
  const brand = usePermissionValue().whitelabel;
  const [range, setRange] = useState<DateRange>(() => lastDays(7, brand.timeZone));
  const [gameCode, setGameCode] = useState<string | null>(null);
  const [status, setStatus] = useState<BetStatus | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const query = useMyBets({ ...range, gameCode, status, pageNo, pageSize: PAGE_SIZE });

  const realWorldGames = useMemo(
    () => new Set(games.filter((g) => g.realWorld).map((g) => g.gameCode)),
    [games],
  );
  const gameOptions = [
    { value: '', label: t('betting.allGames') },
    ...games.map((g) => ({
      value: g.gameCode,
      label: t(`betting.games.${g.gameCode}`, { defaultValue: g.gameName }),
    })),
  ];
  const statusOptions = [
    { value: '', label: t('betting.allStatuses') },
    ...betStatuses.map((s) => ({ value: s, label: t(`betting.statuses.${s}`) })),
  ];
  const money = (amount: number) => formatMinor(amount, brand.currencyExponent, i18n.language);
  const totals = query.data?.totals;

  return (
    <div className="betting-record" data-testid="betting-record">
      <DateRangeFilter
        value={range}
        onApply={(next) => {
          setRange(next);
          setPageNo(1);
        }}
        testId="bets-filter"
      >
        <SelectField
          label={t('betting.game')}
          options={gameOptions}
          value={gameCode ?? ''}
          onChange={(e) => {
            setGameCode(e.target.value || null);
            setPageNo(1);
          }}
          testId="bets-game"
        />
        <SelectField
          label={t('betting.status')}
          options={statusOptions}
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || null) as BetStatus | null);
            setPageNo(1);
          }}
          testId="bets-status"
        />
      </DateRangeFilter>
      {query.data && totals ? (
        <dl className="bets-totals" aria-live="polite" data-testid="bets-totals">
          <div>
            <dt>{t('betting.totals.count')}</dt>
            <dd data-testid="bets-total-count">{query.data.total}</dd>
          </div>
          <div>
            <dt>{t('betting.totals.stake')}</dt>
            <dd data-testid="bets-total-stake">{money(totals.stake)}</dd>
          </div>
          <div>
            <dt>{t('betting.totals.payout')}</dt>
            <dd data-testid="bets-total-payout">{money(totals.payout)}</dd>
          </div>
          <div>
            <dt>{t('betting.totals.net')}</dt>
            <dd
              className={
                totals.payout === totals.stake
                  ? undefined
                  : totals.payout < totals.stake
                    ? 'bets-amount--out'
                    : 'bets-amount--in'
              }
              data-testid="bets-total-net"
            >
              {money(totals.payout - totals.stake)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="bets-totals bets-totals--pending" aria-hidden="true" />
      )}
      <div aria-busy={query.isFetching} className="betting-record__body">
        <PagedQueryView
          query={query}
          testId="bets"
          loadingLines={6}
          emptyTitle={t('betting.empty')}
          onPageChange={setPageNo}
        >
          {(page) => (
            <BetsTable
              rows={page.content}
              exponent={brand.currencyExponent}
              timeZone={brand.timeZone}
              realWorldGames={realWorldGames}
            />
          )}
        </PagedQueryView>
      </div>
    </div>
  );
}
