import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategory, GameListQuery } from '@sorteo/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { errorKey } from '../../../lib/api-client';
import { formatMinor } from '../../../lib/money';
import { useGameList } from '../api/get-game-list';
import { useGameTypes } from '../api/get-game-types';
import { GameGrid, GameGridSkeleton } from './game-grid';
import './lobby-games.css';

type Filters = { gameName: string; gameClassify: string; minBet: string; minLineNum: string };
const noFilters: Filters = { gameName: '', gameClassify: '', minBet: '', minLineNum: '' };

/** Waits until typing pauses before searching. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * One vendor hall of a category: search by name, filters (`gameClassify`, `minBet`,
 * `minLineNum`), 42 games a page (SPEC §3 paging defaults).
 */
export function LobbyGames({ category, vendor }: { category: GameCategory; vendor: string }) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [pageNo, setPageNo] = useState(1);
  const gameName = useSettled(filters.gameName.trim());
  const types = useGameTypes();
  const offered = types.data?.types.find((x) => x.gameType === category);
  const money = (minor: number) =>
    formatMinor(minor, types.data?.currencyExponent ?? 0, i18n.language, types.data?.currency);

  const query: GameListQuery = {
    gameType: category,
    vassalage: vendor,
    pageNo,
    pageSize: 42,
    language: i18n.language as GameListQuery['language'],
    platform: 'html5-desktop',
    clientType: '3',
    ...(gameName ? { gameName } : {}),
    ...(filters.gameClassify ? { gameClassify: filters.gameClassify } : {}),
    ...(filters.minBet ? { minBet: filters.minBet } : {}),
    ...(filters.minLineNum ? { minLineNum: filters.minLineNum } : {}),
  };
  const list = useGameList(query);
  const set = (key: keyof Filters) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPageNo(1);
  };
  const filtered = Object.values(filters).some(Boolean);

  return (
    <section className="lobby-games" aria-label={t('games.search')}>
      <div className="lobby-games__filters" role="search">
        <label className="lobby-games__search">
          <span className="visually-hidden">{t('games.search')}</span>
          <SearchIcon />
          <input
            type="search"
            value={filters.gameName}
            maxLength={60}
            placeholder={t('games.searchPlaceholder')}
            onChange={(e) => set('gameName')(e.target.value)}
            data-testid="lobby-search"
          />
        </label>
        {offered && offered.classifies.length > 1 ? (
          <label className="lobby-games__filter">
            <span>{t('games.classify')}</span>
            <select
              value={filters.gameClassify}
              onChange={(e) => set('gameClassify')(e.target.value)}
              data-testid="lobby-filter-classify"
            >
              <option value="">{t('games.anyClassify')}</option>
              {offered.classifies.map((c) => (
                <option key={c} value={c}>
                  {t(`games.classifies.${c}`, { defaultValue: c })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {offered && offered.minBets.length > 1 ? (
          <label className="lobby-games__filter">
            <span>{t('games.minBet')}</span>
            <select
              value={filters.minBet}
              onChange={(e) => set('minBet')(e.target.value)}
              data-testid="lobby-filter-min-bet"
            >
              <option value="">{t('games.anyMinBet')}</option>
              {offered.minBets.map((bet) => (
                <option key={bet} value={String(bet)}>
                  {t('games.minBetUpTo', { amount: money(bet) })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {offered && offered.lineNums.length > 1 ? (
          <label className="lobby-games__filter">
            <span>{t('games.lines')}</span>
            <select
              value={filters.minLineNum}
              onChange={(e) => set('minLineNum')(e.target.value)}
              data-testid="lobby-filter-lines"
            >
              <option value="">{t('games.anyLines')}</option>
              {offered.lineNums.map((n) => (
                <option key={n} value={String(n)}>
                  {t('games.linesAtLeast', { count: n })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {list.isPending ? (
        <GameGridSkeleton />
      ) : list.isError ? (
        <ErrorState message={t(errorKey(list.error))} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyState
          title={filtered ? t('games.noResultsTitle') : t('lobby.emptyTitle')}
          description={filtered ? t('games.noResultsText') : t('lobby.emptyText')}
          action={
            filtered ? (
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => {
                  setFilters(noFilters);
                  setPageNo(1);
                }}
              >
                {t('games.clearFilters')}
              </button>
            ) : undefined
          }
          testId={filtered ? 'lobby-no-results' : 'page-empty-state'}
        />
      ) : (
        <>
          <p className="lobby-games__count" aria-live="polite" data-testid="lobby-count">
            {t('games.results', { count: list.data.total })}
          </p>
          <GameGrid games={list.data.games} />
          <Pager
            page={list.data.pageNo}
            totalPages={list.data.totalPages}
            onChange={(page) => {
              setPageNo(page);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            testId="lobby-pager"
          />
        </>
      )}
    </section>
  );
}
