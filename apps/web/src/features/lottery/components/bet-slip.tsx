import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@sorteo/shared/contract/lottery';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatMinor } from '../../../lib/money';
import { useLotteryLabels } from '../hooks/use-lottery-labels';
import { periodsCovered, type ChaseChoice } from '../lib/chase';
import { sameEntry, slipTotal, type SlipEntry } from '../lib/slip';
import { ChaseFields } from './chase-fields';

export interface BetSlipProps {
  game: LotteryGame;
  currencyExponent: number;
  entries: readonly SlipEntry[];
  /** What the player typed as the stake per pick, in major units. */
  stakeText: string;
  /** The stake in minor units, or null while the text is not an amount. */
  stake: number | null;
  onStakeText: (text: string) => void;
  /** Quick amounts offered, minor units. */
  quickAmounts: readonly number[];
  chase: ChaseChoice;
  onChase: (chase: ChaseChoice) => void;
  /** The translated problem with the chase periods, shown under their field. */
  chaseError: string | null;
  onRemove: (entry: SlipEntry) => void;
  onClear: () => void;
  onPlace: () => void;
  placing: boolean;
  /** False while no period takes bets. */
  canPlace: boolean;
  /** The translated problem with the stake, shown under its field. */
  stakeError: string | null;
  /** Entries a refusal points at, outlined. */
  faulty: readonly SlipEntry[];
  /** The translated refusal or confirmation of the last attempt. */
  message: { tone: 'error' | 'success'; text: string } | null;
}

/**
 * The bet slip: selections across bet types, one stake per pick with quick amounts, the
 * total per period and with the chase, and the place button. State lives with the caller.
 */
export function BetSlip(props: BetSlipProps) {
  const { t, i18n } = useTranslation();
  const { betTypeName, pickName } = useLotteryLabels();
  const { game, entries, stake, chase, currencyExponent: exp } = props;
  const money = (minor: number) => formatMinor(minor, exp, i18n.language, game.currency);
  const total = stake === null ? null : slipTotal(entries, stake);
  const periods = periodsCovered(chase);
  return (
    <section className="bet-slip" aria-labelledby="bet-slip-title" data-testid="bet-slip">
      <div className="bet-slip__head">
        <h2 id="bet-slip-title" className="bet-slip__title">
          {t('lottery.slip.title')}
        </h2>
        <span className="bet-slip__count" data-testid="bet-slip-count">
          {t('lottery.slip.selections', { count: entries.length })}
        </span>
        {entries.length > 0 ? (
          <Button
            type="button"
            variant="ghost"
            className="bet-slip__clear"
            onClick={props.onClear}
            data-testid="bet-slip-clear"
          >
            {t('lottery.slip.clear')}
          </Button>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p className="bet-slip__empty" data-testid="bet-slip-empty">
          {t('lottery.slip.empty')}
        </p>
      ) : (
        <ul className="bet-slip__list">
          {entries.map((entry) => {
            const name = pickName(entry.betType, entry.pick);
            const faulty = props.faulty.some((f) => sameEntry(f, entry));
            return (
              <li
                key={`${entry.betType}|${entry.pick}`}
                className={`bet-slip__entry${faulty ? ' bet-slip__entry--faulty' : ''}`}
                data-testid="bet-slip-entry"
                data-faulty={faulty || undefined}
              >
                <span className="bet-slip__type">{betTypeName(entry.betType)}</span>
                <span className="bet-slip__pick">{name}</span>
                <Button
                  type="button"
                  variant="icon"
                  className="bet-slip__remove"
                  aria-label={t('lottery.slip.remove', { pick: name })}
                  onClick={() => props.onRemove(entry)}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <TextField
        label={t('lottery.slip.stake')}
        inputMode="decimal"
        autoComplete="off"
        value={props.stakeText}
        onChange={(e) => props.onStakeText(e.target.value)}
        error={props.stakeError}
        trailing={<span className="bet-slip__currency">{game.currency}</span>}
        testId="bet-slip-stake"
        name="stake"
      />
      <div className="bet-slip__quick" role="group" aria-label={t('lottery.slip.quick')}>
        {props.quickAmounts.map((amount) => (
          <Button
            key={amount}
            type="button"
            variant="secondary"
            className="bet-slip__quick-amount"
            aria-pressed={stake === amount}
            onClick={() => props.onStakeText(formatMinor(amount, exp, 'en').replace(/,/g, ''))}
            data-testid={`bet-slip-quick-${amount}`}
          >
            {formatMinor(amount, exp, i18n.language)}
          </Button>
        ))}
      </div>
      <ChaseFields
        chase={chase}
        onChase={props.onChase}
        error={props.chaseError}
        testIdPrefix="bet-slip"
      />
      <dl className="bet-slip__totals">
        <div>
          <dt>{t('lottery.slip.total')}</dt>
          <dd data-testid="bet-slip-total">{total === null ? '—' : money(total)}</dd>
        </div>
        {chase.enabled ? (
          <div>
            <dt>{t('lottery.slip.totalChase', { periods: periods ?? '—' })}</dt>
            <dd data-testid="bet-slip-total-chase">
              {total === null || periods === null ? '—' : money(total * periods)}
            </dd>
          </div>
        ) : null}
      </dl>
      {props.message ? (
        <p
          className={`bet-slip__message bet-slip__message--${props.message.tone}`}
          role={props.message.tone === 'error' ? 'alert' : 'status'}
          data-testid={`bet-slip-${props.message.tone}`}
        >
          {props.message.text}
        </p>
      ) : null}
      {!props.canPlace ? <p className="bet-slip__note">{t('lottery.slip.noPeriod')}</p> : null}
      <Button
        type="button"
        variant="primary"
        className="bet-slip__place"
        disabled={props.placing || !props.canPlace || entries.length === 0}
        onClick={props.onPlace}
        data-testid="bet-slip-place"
      >
        {props.placing ? t('lottery.slip.placing') : t('lottery.slip.place')}
      </Button>
    </section>
  );
}
