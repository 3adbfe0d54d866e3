import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CurrentPeriod,
  LotteryGame,
  LotteryPeriod,
  PlaceBetsRequest,
  PlaceBetsResult,
  VnBetType,
  VnNumberStat,
} from '@sorteo/shared';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, errorKey } from '../../../lib/api-client';
import { AttemptKey } from '../../balance/lib/attempt-key';
import { useVnNumbers } from '../api/vn-api';
import { heatOf, MAX_LINE_PICKS } from '../lib/vn-picks';
import {
  addToSlip,
  betLinesOf,
  lineAtField,
  lineSizeAfter,
  removeFromSlip,
  type VnSlipLine,
} from '../lib/vn-slip';
import { HotCold } from './hot-cold';
import { PickPanel } from './pick-panel';
import { ResultBoard } from './result-board';
import { VnSlip } from './vn-slip';

const DRAWS = 30;
const noStats: VnNumberStat[] = [];

export interface VnGameProps {
  game: LotteryGame;
  currencyExponent: number;
  /** The game's periods (`/current`); undefined while loading. */
  current: { data: CurrentPeriod | undefined; error: unknown; refetch: () => unknown };
  /** Whether the player shows the top bar. */
  showTop: boolean;
  /** The top bar (period, countdown, last result) once the periods are in. */
  topBar: ReactNode;
  /** The drawn period on the board: the one asked for, else the last drawn; null for none. */
  boardPeriod: LotteryPeriod | null;
  boardLoading: boolean;
  /** Recent drawn periods the board can switch to, newest first. */
  drawn: readonly LotteryPeriod[];
  onBoardPeriod: (periodNo: string) => void;
  /** Places the order; rejects with the server's refusal. */
  onPlace: (request: PlaceBetsRequest) => Promise<PlaceBetsResult>;
  placing: boolean;
  /**
   * Runs the action once a player is signed in (else the login dialog). Trial accounts bet
   * with their demo balance, as on the SEA lottery.
   */
  requireSignIn: (action: () => void) => void;
  /** The chase choice of the slip; without it orders are for the current period only. */
  chase?: VnChase;
  /** The player's bets on this game. */
  myBets: ReactNode;
  gameName: string;
}

/** The slip's chase: its fields, the periods it covers and what it asks when placing. */
export interface VnChase {
  fields: ReactNode;
  /** Periods the order covers with the chase: 1 without, null while the choice is invalid. */
  periods: number | null;
  /** The order's `chase`: undefined for none, null when invalid (the fields say why). */
  take: () => { periods: number; stopOnWin: boolean } | undefined | null;
}

/**
 * One VN game: the top bar, the 27-number board with hot and cold numbers, the bet type
 * pickers, the slip (lô in points) and the player's bets.
 */
export function VnGame({
  game,
  currencyExponent: exp,
  current,
  showTop,
  topBar,
  boardPeriod,
  boardLoading,
  drawn,
  onBoardPeriod,
  onPlace,
  placing,
  requireSignIn,
  chase,
  myBets,
  gameName,
}: VnGameProps) {
  const { t } = useTranslation();
  const numbers = useVnNumbers(game.gameCode, DRAWS);
  const vnTypes = game.betTypes as VnBetType[];
  const [betType, setBetType] = useState<VnBetType>(vnTypes[0] ?? 'lo2');
  const [chosen, setChosen] = useState<string[]>([]);
  const [slip, setSlip] = useState<VnSlipLine[]>([]);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [faultyLine, setFaultyLine] = useState<number | null>(null);
  const attempt = useRef(new AttemptKey());

  // No draw counted yet: every number would read as cold, which says nothing.
  const stats = numbers.data && numbers.data.draws > 0 ? numbers.data.numbers : noStats;
  const heat = useMemo(() => heatOf(stats), [stats]);
  const statMap = useMemo(
    () => new Map<string, VnNumberStat>(stats.map((s) => [s.number, s])),
    [stats],
  );
  const boardOptions =
    boardPeriod && !drawn.some((p) => p.periodNo === boardPeriod.periodNo)
      ? [boardPeriod, ...drawn]
      : drawn;
  const marked = new Set(chosen.filter((c) => c.length === 2));
  const open = current.data?.current ?? null;

  const changeSlip = (next: VnSlipLine[]) => {
    setSlip(next);
    setFaultyLine(null);
  };

  const submit = () => {
    if (!open || slip.length === 0) return;
    setMessage(null);
    setFaultyLine(null);
    const chaseBody = chase ? chase.take() : undefined;
    if (chaseBody === null) return;
    const lines = betLinesOf(slip, exp);
    const idempotencyKey = attempt.current.for(
      JSON.stringify([game.gameCode, open.periodNo, lines, chaseBody ?? null]),
    );
    const sent = slip;
    onPlace({
      gameCode: game.gameCode,
      periodNo: open.periodNo,
      lines,
      ...(chaseBody ? { chase: chaseBody } : {}),
      idempotencyKey,
    }).then(
      (result) => {
        attempt.current.finish();
        setSlip([]);
        setMessage({
          tone: 'success',
          text: t('vnlottery.slip.placed', {
            count: result.bets.length,
            periodNo: result.periodNo,
          }),
        });
      },
      (error: unknown) => {
        attempt.current.failed(error);
        const value = error instanceof ApiError ? error.value : undefined;
        const field =
          typeof value === 'object' && value !== null && 'field' in value ? value.field : null;
        // The field names a line of the order: the slip outlines that line instead.
        setFaultyLine(lineAtField(sent, field));
        setMessage({ tone: 'error', text: t(errorKey(error)) });
      },
    );
  };

  const pickHot = (n: string) => {
    if (betType === 'lo2' || betType === 'de' || betType.startsWith('xien')) {
      if (!chosen.includes(n)) setChosen([...chosen, n]);
    } else {
      setBetType('lo2');
      setChosen([n]);
    }
  };

  return (
    <div className="vn-game" data-testid="vn-game" data-game={game.gameCode}>
      {showTop ? (
        <div className="vn-lottery__top" data-testid="vn-top-bar">
          {current.error ? (
            <ErrorState
              message={t(errorKey(current.error))}
              onRetry={() => void current.refetch()}
            />
          ) : current.data ? (
            topBar
          ) : (
            <Skeleton lines={2} testId="vn-top-loading" />
          )}
        </div>
      ) : (
        <h2 className="vn-game__name">{gameName}</h2>
      )}
      <div className="vn-game__grid">
        <div className="vn-game__board">
          {boardOptions.length > 1 ? (
            <label className="vn-board__pick">
              <span>{t('vnlottery.board.choose')}</span>
              <select
                value={boardPeriod?.periodNo ?? ''}
                onChange={(e) => onBoardPeriod(e.target.value)}
                data-testid="vn-board-select"
              >
                {boardOptions.map((p) => (
                  <option key={p.periodNo} value={p.periodNo}>
                    {p.periodNo}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {boardLoading ? (
            <Skeleton lines={8} testId="vn-board-loading" />
          ) : (
            <ResultBoard period={boardPeriod} marked={marked} />
          )}
          <HotCold
            stats={numbers.data?.numbers}
            draws={numbers.data?.draws ?? 0}
            loading={numbers.isPending}
            onPick={pickHot}
          />
        </div>
        <div className="vn-game__play">
          <PickPanel
            game={game}
            currencyExponent={exp}
            betType={betType}
            onBetType={(next) => {
              setBetType(next);
              setChosen([]);
            }}
            chosen={chosen}
            onChosen={setChosen}
            heat={heat}
            stats={statMap}
            draws={numbers.data?.draws ?? DRAWS}
            lineSizeAfter={(picks, points) => lineSizeAfter(slip, betType, picks, points)}
            onAdd={(picks, points) => {
              if (lineSizeAfter(slip, betType, picks, points) > MAX_LINE_PICKS) return;
              changeSlip(addToSlip(slip, betType, picks, points));
              setChosen([]);
              setMessage(null);
            }}
          />
          <VnSlip
            game={game}
            currencyExponent={exp}
            lines={slip}
            onRemove={(at) => changeSlip(removeFromSlip(slip, at))}
            onClear={() => changeSlip([])}
            onPlace={() => requireSignIn(submit)}
            placing={placing}
            canPlace={open !== null}
            note={open ? null : t('vnlottery.slip.noPeriod')}
            message={message}
            faultyLine={faultyLine}
            chaseFields={chase?.fields}
            periods={chase ? chase.periods : 1}
          />
          {myBets}
        </div>
      </div>
    </div>
  );
}
