import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetType } from '@sorteo/shared/lottery/bet-types';
import type { LotteryGame } from '@sorteo/shared/contract/lottery';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { ApiError, errorKey } from '../../../lib/api-client';
import { formatMinor, parseMajor } from '../../../lib/money';
import { AttemptKey } from '../../balance/lib/attempt-key';
import { useCurrentPeriod, usePlaceBets } from '../api/lottery-api';
import { useChaseChoice } from '../hooks/use-chase-choice';
import { useDrawWatch } from '../hooks/use-draw-watch';
import { useLotteryLabels } from '../hooks/use-lottery-labels';
import { useLotteryLive, useRefreshOnDraw } from '../hooks/use-lottery-live';
import { entriesAtField, linesOf, sameEntry, toggleEntry, type SlipEntry } from '../lib/slip';
import { AskedPeriod } from './asked-period';
import { BetSlip } from './bet-slip';
import { MyBets } from './my-bets';
import { PeriodHeader } from './period-header';
import { PickGrid } from './pick-grid';
import { ResultsHistory } from './results-history';

export interface GameBoardProps {
  game: LotteryGame;
  /** The bet type asked for in the address; the game's first when absent or unknown. */
  playType: string | null;
  onPlayType: (betType: BetType) => void;
  /** A period the address asks for (`?periodNo`): its result is shown above the history. */
  askedPeriodNo?: string | null;
  signedIn: boolean;
  currencyExponent: number;
  onLogin: () => void;
}

const QUICK_MULTIPLES = [1, 5, 10, 50, 100];

/**
 * One 5D or K3 game: the current period, bet type tabs with their pickers, the slip, the
 * results with their trend and the player's bets. Keyed by game: a new game starts a new slip.
 */
export function GameBoard({
  game,
  playType,
  onPlayType,
  askedPeriodNo = null,
  signedIn,
  currencyExponent: exp,
  onLogin,
}: GameBoardProps) {
  const { t, i18n } = useTranslation();
  const { gameName, betTypeName } = useLotteryLabels();
  const name = gameName(game.gameCode, game.gameName);
  const currentQuery = useCurrentPeriod(game.gameCode);
  const { offsetMs, awaiting } = useDrawWatch(
    currentQuery.data,
    currentQuery.dataUpdatedAt,
    currentQuery.refetch,
    signedIn,
  );
  useLotteryLive(game.gameCode, signedIn);
  useRefreshOnDraw(game.gameCode, currentQuery.data?.lastDrawn?.periodNo ?? null);
  const place = usePlaceBets();
  const attempt = useRef(new AttemptKey());

  const activeType: BetType =
    game.betTypes.find((b) => b === playType) ?? game.betTypes[0] ?? 'pos_digit';
  const [entries, setEntries] = useState<SlipEntry[]>([]);
  const minStake = Math.min(...game.betTypes.map((b) => game.limits[b]?.min ?? 10 ** exp));
  const maxStake = Math.max(...game.betTypes.map((b) => game.limits[b]?.max ?? 0));
  const quickAmounts = QUICK_MULTIPLES.map((k) => Math.max(minStake, 10 ** exp) * k).filter(
    (amount) => maxStake <= 0 || amount <= maxStake,
  );
  const [stakeText, setStakeText] = useState(() =>
    formatMinor(quickAmounts[0] ?? 10 ** exp, exp, 'en').replace(/,/g, ''),
  );
  const chase = useChaseChoice();
  const [faulty, setFaulty] = useState<SlipEntry[]>([]);
  const [stakeError, setStakeError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const stake = parseMajor(stakeText, exp);
  const money = (minor: number) => formatMinor(minor, exp, i18n.language, game.currency);

  const changed = () => {
    setFaulty([]);
    setMessage(null);
  };

  const submit = () => {
    setMessage(null);
    setStakeError(null);
    setFaulty([]);
    const period = currentQuery.data?.current;
    if (!period) return;
    if (stake === null || stake <= 0) {
      setStakeError(t('lottery.slip.stakeInvalid'));
      return;
    }
    for (const entry of entries) {
      const limit = game.limits[entry.betType];
      if (limit && (stake < limit.min || stake > limit.max)) {
        setStakeError(
          t('lottery.slip.stakeRange', { min: money(limit.min), max: money(limit.max) }),
        );
        setFaulty(entries.filter((e) => e.betType === entry.betType));
        return;
      }
    }
    const chaseBody = chase.take();
    if (chaseBody === null) return;
    const lines = linesOf(entries, stake);
    const fingerprint = JSON.stringify([period.periodNo, lines, chaseBody ?? null]);
    const request = {
      gameCode: game.gameCode,
      periodNo: period.periodNo,
      lines,
      ...(chaseBody ? { chase: chaseBody } : {}),
      idempotencyKey: attempt.current.for(fingerprint),
    };
    place.mutate(request, {
      onSuccess: (result) => {
        attempt.current.finish();
        setEntries([]);
        setMessage({
          tone: 'success',
          text: t('lottery.slip.placed', {
            periodNo: result.periodNo,
            count: result.bets.length,
            total: formatMinor(result.totalStake, exp, i18n.language, result.currency),
          }),
        });
      },
      onError: (error) => {
        attempt.current.failed(error);
        const text = t(errorKey(error));
        setMessage({ tone: 'error', text });
        const field = error instanceof ApiError ? error.value?.field : undefined;
        const at = entriesAtField(entries, field);
        setFaulty(at.entries);
        if (at.stake) setStakeError(text);
        if (error instanceof ApiError && error.code === 'BETTING_CLOSED') {
          void currentQuery.refetch();
        }
      },
    });
  };

  let header;
  if (currentQuery.isError) {
    header = (
      <ErrorState
        message={t(errorKey(currentQuery.error))}
        onRetry={() => void currentQuery.refetch()}
        testId="lottery-period-error"
      />
    );
  } else if (currentQuery.isPending) {
    header = <Skeleton lines={3} className="period-header" testId="lottery-period-loading" />;
  } else {
    header = (
      <PeriodHeader
        data={currentQuery.data}
        offsetMs={offsetMs}
        awaiting={awaiting}
        gameName={name}
      />
    );
  }

  return (
    <div className="game-board" data-testid={`game-board-${game.gameCode}`}>
      {header}
      <div className="game-board__betting">
        <div className="game-board__picker">
          <Tabs
            items={game.betTypes.map((b) => ({ key: b, label: betTypeName(b) }))}
            activeKey={activeType}
            onSelect={(key) => onPlayType(key as BetType)}
            label={t('lottery.betTypesLabel')}
            testId="bet-types"
          >
            <PickGrid
              betType={activeType}
              odds={game.odds}
              isSelected={(pick) =>
                entries.some((e) => sameEntry(e, { betType: activeType, pick }))
              }
              isFaulty={(pick) => faulty.some((e) => sameEntry(e, { betType: activeType, pick }))}
              onToggle={(pick) => {
                changed();
                setEntries((now) => toggleEntry(now, { betType: activeType, pick }));
              }}
            />
          </Tabs>
        </div>
        <BetSlip
          game={game}
          currencyExponent={exp}
          entries={entries}
          stakeText={stakeText}
          stake={stake}
          onStakeText={(text) => {
            changed();
            setStakeError(null);
            setStakeText(text);
          }}
          quickAmounts={quickAmounts}
          chase={chase.choice}
          onChase={(next) => {
            changed();
            chase.onChange(next);
          }}
          chaseError={chase.error}
          onRemove={(entry) => {
            changed();
            setEntries((now) => now.filter((e) => !sameEntry(e, entry)));
          }}
          onClear={() => {
            changed();
            setEntries([]);
          }}
          // Trial accounts bet too, with their demo balance: only a visitor is stopped.
          onPlace={() => (signedIn ? submit() : onLogin())}
          placing={place.isPending}
          canPlace={Boolean(currentQuery.data?.current)}
          stakeError={stakeError}
          faulty={faulty}
          message={message}
        />
      </div>
      <div className="game-board__lists">
        <MyBets
          gameCode={game.gameCode}
          currencyExponent={exp}
          signedIn={signedIn}
          onLogin={onLogin}
        />
        <div className="game-board__results">
          {askedPeriodNo ? <AskedPeriod game={game} periodNo={askedPeriodNo} /> : null}
          <ResultsHistory game={game} highlight={askedPeriodNo} />
        </div>
      </div>
    </div>
  );
}
