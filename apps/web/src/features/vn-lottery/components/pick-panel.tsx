import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  costUnitsOf,
  oddsOf,
  xienSizeOf,
  type LotteryGame,
  type VnBetType,
  type VnNumberStat,
} from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { formatMinor } from '../../../lib/money';
import {
  addNumbers,
  MAX_LINE_PICKS,
  pickCountOf,
  pickerOf,
  picksOf,
  stakeOf,
  stakeUnitOf,
  toggleNumber,
  type Heat,
} from '../lib/vn-picks';
import { DigitRow } from './digit-row';
import { NumberGrid } from './number-grid';
import { ThreeDigitEntry } from './three-digit-entry';

export interface PickPanelProps {
  game: LotteryGame;
  currencyExponent: number;
  betType: VnBetType;
  onBetType: (betType: VnBetType) => void;
  chosen: readonly string[];
  onChosen: (chosen: string[]) => void;
  heat: ReadonlyMap<string, Heat>;
  stats: ReadonlyMap<string, VnNumberStat>;
  draws: number;
  /** How many picks the slip's line of this bet type and points would hold with these added. */
  lineSizeAfter: (picks: readonly string[], points: number) => number;
  onAdd: (picks: string[], points: number) => void;
}

const MAX_POINTS = 10_000;

/**
 * Bet type tabs and their picker (00–99 grid, digit row or three-digit entry), the points
 * or units per pick, and what the choice makes: picks (xiên combinations) and their cost.
 */
export function PickPanel({
  game,
  currencyExponent: exp,
  betType,
  onBetType,
  chosen,
  onChosen,
  heat,
  stats,
  draws,
  lineSizeAfter,
  onAdd,
}: PickPanelProps) {
  const { t, i18n } = useTranslation();
  const betTypeName = (betType: VnBetType) => t(`lottery.betTypes.${betType}`);
  const pointsId = useId();
  const [pointsText, setPointsText] = useState('1');
  const points = /^\d{1,5}$/.test(pointsText.trim()) ? Number(pointsText.trim()) : null;
  const pointsOk = points !== null && points >= 1 && points <= MAX_POINTS;
  const money = (minor: number) => formatMinor(minor, exp, i18n.language, game.currency);
  const vnTypes = game.betTypes as VnBetType[];
  // Counted first: xiên over many numbers makes millions of combinations, never built.
  const count = useMemo(() => pickCountOf(betType, chosen), [betType, chosen]);
  const picks = useMemo(() => picksOf(betType, chosen) ?? [], [betType, chosen]);
  const tooMany = count > MAX_LINE_PICKS;
  const lineSize =
    points !== null && pointsOk && !tooMany && picks.length > 0 ? lineSizeAfter(picks, points) : 0;
  const lineFull = lineSize > MAX_LINE_PICKS;
  const number = (n: number) => n.toLocaleString(i18n.language);
  const lo = betType === 'lo2' || betType === 'lo3';
  const stake = pointsOk ? stakeOf(betType, points, exp) : null;
  const size = xienSizeOf(betType);
  const odds = oddsOf(game.odds, betType, '');
  const unit = stakeUnitOf(exp);

  const picker = pickerOf(betType);
  return (
    <section className="vn-picks" aria-label={t('vnlottery.picks.title')} data-testid="vn-picks">
      <Tabs
        items={vnTypes.map((type) => ({ key: type, label: betTypeName(type) }))}
        activeKey={betType}
        onSelect={(key) => onBetType(key as VnBetType)}
        label={t('vnlottery.picks.types')}
        testId="vn-types"
      >
        <p className="vn-picks__rule" data-testid="vn-rule">
          {t(`vnlottery.rules.${betType}`)}
          {odds !== undefined ? (
            <span className="vn-picks__odds">
              {' '}
              {t('vnlottery.picks.odds', { odds: (odds / 100).toLocaleString(i18n.language) })}
            </span>
          ) : null}
        </p>
        {picker === 'grid' ? (
          <NumberGrid
            chosen={chosen}
            onToggle={(n) => onChosen(toggleNumber(chosen, n))}
            onQuickPick={(numbers) => onChosen(addNumbers(chosen, numbers))}
            onClear={() => onChosen([])}
            heat={heat}
            stats={stats}
            draws={draws}
          />
        ) : null}
        {picker === 'digit' ? (
          <DigitRow chosen={chosen} onToggle={(d) => onChosen(toggleNumber(chosen, d))} />
        ) : null}
        {picker === 'three' ? (
          <ThreeDigitEntry
            chosen={chosen}
            onAdd={(numbers) => onChosen([...new Set([...chosen, ...numbers])])}
            onRemove={(n) => onChosen(chosen.filter((c) => c !== n))}
          />
        ) : null}
        <div className="vn-picks__foot">
          <div className="vn-points">
            <label htmlFor={pointsId} className="vn-points__label">
              {lo ? t('vnlottery.picks.points') : t('vnlottery.picks.units')}
            </label>
            <input
              id={pointsId}
              className="vn-points__input"
              inputMode="numeric"
              autoComplete="off"
              value={pointsText}
              onChange={(e) => setPointsText(e.target.value)}
              aria-invalid={!pointsOk}
              aria-describedby={`${pointsId}-hint`}
              data-testid="vn-points"
            />
            <p
              id={`${pointsId}-hint`}
              className={pointsOk ? 'vn-points__hint' : 'form-field__error'}
              data-testid="vn-points-hint"
            >
              {!pointsOk
                ? t('vnlottery.picks.pointsInvalid', { max: MAX_POINTS })
                : lo
                  ? t('vnlottery.picks.pointPrice', {
                      units: costUnitsOf(betType),
                      money: money(costUnitsOf(betType) * unit),
                    })
                  : t('vnlottery.picks.unitPrice', { money: money(unit) })}
            </p>
          </div>
          <p className="vn-picks__summary" aria-live="polite" data-testid="vn-picks-summary">
            {size !== null && chosen.length < size
              ? t('vnlottery.picks.xienNeed', { size, count: chosen.length })
              : size !== null
                ? t('vnlottery.picks.xienMakes', { numbers: chosen.length, count })
                : t('vnlottery.picks.chosen', { count })}
            {stake !== null && count > 0 ? (
              <>
                {' · '}
                <strong data-testid="vn-picks-cost">{money(stake * count)}</strong>
              </>
            ) : null}
          </p>
          {tooMany || lineFull ? (
            <p className="form-field__error" role="alert" data-testid="vn-picks-too-many">
              {tooMany
                ? t('vnlottery.picks.tooMany', {
                    picks: number(count),
                    max: number(MAX_LINE_PICKS),
                  })
                : t('vnlottery.picks.lineFull', {
                    picks: number(lineSize),
                    max: number(MAX_LINE_PICKS),
                  })}
            </p>
          ) : null}
          <Button
            type="button"
            variant="primary"
            disabled={picks.length === 0 || !pointsOk || tooMany || lineFull}
            onClick={() => {
              if (points === null || tooMany || lineFull) return;
              onAdd(picks, points);
            }}
            data-testid="vn-add"
          >
            {t('vnlottery.picks.add')}
          </Button>
        </div>
      </Tabs>
    </section>
  );
}
