import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame, VnBetType } from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import { formatMinor } from '../../../lib/money';
import { stakeOf } from '../lib/vn-picks';
import { slipTotalOf, type VnSlipLine } from '../lib/vn-slip';

export interface VnSlipProps {
  game: LotteryGame;
  currencyExponent: number;
  lines: readonly VnSlipLine[];
  onRemove: (at: number) => void;
  onClear: () => void;
  onPlace: () => void;
  placing: boolean;
  /** False while no period takes bets, or before sign-in. */
  canPlace: boolean;
  /** Why placing is not possible now, when it is not. */
  note: string | null;
  message: { tone: 'error' | 'success'; text: string } | null;
  /** The line a refusal points at, outlined; null for none. */
  faultyLine: number | null;
  /** The chase choice (next periods, stop on a win), shown above the totals. */
  chaseFields?: ReactNode;
  /** Periods the order covers with its chase: 1 without one, null while the choice is invalid. */
  periods?: number | null;
}

/**
 * The VN bet slip: lines of one bet type each, their points (lô) or units and what they
 * cost, the total, and the place button. Lô shows points and money side by side.
 */
export function VnSlip({
  game,
  currencyExponent: exp,
  lines,
  onRemove,
  onClear,
  onPlace,
  placing,
  canPlace,
  note,
  message,
  faultyLine,
  chaseFields,
  periods = 1,
}: VnSlipProps) {
  const { t, i18n } = useTranslation();
  const betTypeName = (betType: VnBetType) => t(`lottery.betTypes.${betType}`);
  const money = (minor: number) => formatMinor(minor, exp, i18n.language, game.currency);
  const count = lines.reduce((n, l) => n + l.picks.length, 0);
  const total = slipTotalOf(lines, exp);
  return (
    <section className="vn-slip" aria-labelledby="vn-slip-title" data-testid="vn-slip">
      <div className="vn-slip__head">
        <h2 id="vn-slip-title" className="vn-section-title">
          {t('vnlottery.slip.title')}
        </h2>
        <span className="vn-slip__count" data-testid="vn-slip-count">
          {t('vnlottery.slip.picks', { count })}
        </span>
        {lines.length > 0 ? (
          <Button type="button" variant="ghost" onClick={onClear} data-testid="vn-slip-clear">
            {t('vnlottery.slip.clear')}
          </Button>
        ) : null}
      </div>
      {lines.length === 0 ? (
        <p className="vn-slip__empty" data-testid="vn-slip-empty">
          {t('vnlottery.slip.empty')}
        </p>
      ) : (
        <ul className="vn-slip__lines">
          {lines.map((line, at) => {
            const stake = stakeOf(line.betType, line.points, exp);
            const lo = line.betType === 'lo2' || line.betType === 'lo3';
            return (
              <li
                key={`${line.betType}-${line.points}`}
                className={`vn-slip__line${faultyLine === at ? ' vn-slip__line--faulty' : ''}`}
                data-testid="vn-slip-line"
                data-bet-type={line.betType}
                data-faulty={faultyLine === at || undefined}
              >
                <div className="vn-slip__line-head">
                  <span className="vn-slip__type">{betTypeName(line.betType)}</span>
                  <Button
                    type="button"
                    variant="icon"
                    className="vn-slip__remove"
                    aria-label={t('vnlottery.slip.remove', { type: betTypeName(line.betType) })}
                    onClick={() => onRemove(at)}
                    data-testid="vn-slip-remove"
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                </div>
                {faultyLine === at ? (
                  <p className="form-field__error" data-testid="vn-slip-line-error">
                    {t('vnlottery.slip.lineRefused')}
                  </p>
                ) : null}
                <p className="vn-slip__picks" data-testid="vn-slip-picks">
                  {line.picks.join(', ')}
                </p>
                <p className="vn-slip__price" data-testid="vn-slip-price">
                  {lo
                    ? t('vnlottery.slip.pointsPrice', {
                        points: line.points,
                        money: money(stake),
                      })
                    : t('vnlottery.slip.unitsPrice', { money: money(stake) })}
                  {' · '}
                  {t('vnlottery.slip.lineTotal', {
                    count: line.picks.length,
                    money: money(stake * line.picks.length),
                  })}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {chaseFields}
      <p className="vn-slip__total">
        <span>{t('vnlottery.slip.total')}</span>
        <strong data-testid="vn-slip-total">{money(total)}</strong>
      </p>
      {periods !== 1 ? (
        <p className="vn-slip__total">
          <span>{t('lottery.slip.totalChase', { periods: periods ?? '—' })}</span>
          <strong data-testid="vn-slip-total-chase">
            {periods === null ? '—' : money(total * periods)}
          </strong>
        </p>
      ) : null}
      {message ? (
        <p
          className={`vn-slip__message vn-slip__message--${message.tone}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
          data-testid={`vn-slip-${message.tone}`}
        >
          {message.text}
        </p>
      ) : null}
      {note ? <p className="vn-slip__note">{note}</p> : null}
      <Button
        type="button"
        variant="primary"
        className="vn-slip__place"
        disabled={placing || !canPlace || lines.length === 0}
        onClick={onPlace}
        data-testid="vn-slip-place"
      >
        {placing ? t('vnlottery.slip.placing') : t('vnlottery.slip.place')}
      </Button>
    </section>
  );
}
