import { useTranslation } from 'react-i18next';
import type { BetType } from '@sorteo/shared/lottery/bet-types';
import { namedValues, splitPick } from '../lib/picks';

type NamedValue = 'big' | 'small' | 'odd' | 'even' | 'any';

/** Translated names of games, bet types and picks, shared by every lottery screen. */
export function useLotteryLabels() {
  const { t, i18n } = useTranslation();
  /** The site's own name of a game code when it has one, else the operator's name. */
  const gameName = (gameCode: string, fallback: string) => {
    const key = `lottery.games.${gameCode}`;
    return i18n.exists(key) ? t(key as 'lottery.games.VN_MB') : fallback;
  };
  const betTypeName = (betType: BetType) => t(`lottery.betTypes.${betType}`);
  const valueName = (value: string) =>
    namedValues.has(value) ? t(`lottery.values.${value as NamedValue}`) : value;
  /** `P3 Grande`, `Suma 12`, `07-23`: a pick as a player reads it. */
  const pickName = (betType: BetType, pick: string) => {
    const { position, value } = splitPick(pick);
    if (betType === 'sum') return `${t('lottery.betTypes.sum')} ${value}`;
    const shown = valueName(value);
    return position === null ? shown : `${t('lottery.picks.positionShort', { position })} ${shown}`;
  };
  return { gameName, betTypeName, valueName, pickName };
}
