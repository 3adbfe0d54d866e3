import { useTranslation } from 'react-i18next';
import type { BetType, FiveDBetType, K3BetType } from '@sorteo/shared/lottery/bet-types';
import { oddsOf, type OddsTable } from '@sorteo/shared/lottery/odds';
import { useLotteryLabels } from '../hooks/use-lottery-labels';
import { oddsText } from '../lib/format';
import { pickGroupsOf } from '../lib/picks';
import { DiceFace } from './dice-face';

export interface PickGridProps {
  betType: BetType;
  /** The game's odds, shown on each choice (hundredths). */
  odds: OddsTable;
  isSelected: (pick: string) => boolean;
  /** A pick the server refused, outlined until the slip changes. */
  isFaulty?: (pick: string) => boolean;
  onToggle: (pick: string) => void;
}

/**
 * The choices of one 5D or K3 bet type as toggle buttons (one row per position for
 * positional types), each with its odds. Space or Enter toggles; the pressed state is the
 * slip's.
 */
export function PickGrid({ betType, odds, isSelected, isFaulty, onToggle }: PickGridProps) {
  const { t } = useTranslation();
  const { valueName, pickName } = useLotteryLabels();
  return (
    <div className="pick-grid" data-testid={`pick-grid-${betType}`}>
      <p className="pick-grid__rule">{t(`lottery.rules.${betType as FiveDBetType | K3BetType}`)}</p>
      {pickGroupsOf(betType).map((group) => (
        <div
          key={group.position ?? 0}
          className="pick-grid__row"
          role="group"
          aria-label={
            group.position === null
              ? t(`lottery.betTypes.${betType}`)
              : t('lottery.picks.position', { position: group.position })
          }
        >
          {group.position !== null ? (
            <span className="pick-grid__position" aria-hidden="true">
              {t('lottery.picks.positionShort', { position: group.position })}
            </span>
          ) : null}
          <div
            className={
              group.options.length === 10
                ? 'pick-grid__options pick-grid__options--ten'
                : 'pick-grid__options'
            }
          >
            {group.options.map(({ pick, value }) => {
              const pickOdds = oddsOf(odds, betType, pick);
              const selected = isSelected(pick);
              const faulty = isFaulty?.(pick) ?? false;
              return (
                <button
                  key={pick}
                  type="button"
                  className={`pick${selected ? ' pick--on' : ''}${faulty ? ' pick--faulty' : ''}`}
                  aria-pressed={selected}
                  aria-label={pickName(betType, pick)}
                  data-faulty={faulty || undefined}
                  onClick={() => onToggle(pick)}
                  data-testid={`pick-${betType}-${pick}`}
                >
                  <span className="pick__value" aria-hidden="true">
                    {betType === 'triple' ? (
                      <span className="pick__dice">
                        <DiceFace value={Number(value)} size={18} />
                        <DiceFace value={Number(value)} size={18} />
                        <DiceFace value={Number(value)} size={18} />
                      </span>
                    ) : (
                      valueName(value)
                    )}
                  </span>
                  {pickOdds !== undefined ? (
                    <span className="pick__odds" aria-hidden="true">
                      {t('lottery.picks.odds', { odds: oddsText(pickOdds) })}
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
