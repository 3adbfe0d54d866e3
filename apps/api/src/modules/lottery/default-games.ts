import {
  betTypesOf,
  costUnitsOf,
  defaultOdds,
  type BetType,
  type LotteryFamily,
  type StakeLimit,
} from '@sorteo/shared';

/** A game every merchant starts with (DOMAIN "Lottery": schedules). */
export type GameDefinition = {
  gameCode: string;
  family: LotteryFamily;
  name: string;
  intervalSeconds: number | null;
  /** Daily draw time of a real-world game, in `timeZone`. */
  drawTime: string | null;
  /** Null: the merchant's time zone. */
  timeZone: string | null;
  realWorld: boolean;
};

export const defaultGames: readonly GameDefinition[] = [
  {
    gameCode: 'VN_MB',
    family: 'VN',
    name: 'Miền Bắc',
    intervalSeconds: null,
    drawTime: '18:15',
    timeZone: 'Asia/Ho_Chi_Minh',
    realWorld: true,
  },
  {
    gameCode: 'VN_1M',
    family: 'VN',
    name: 'Xổ số nhanh 1 phút',
    intervalSeconds: 60,
    drawTime: null,
    timeZone: null,
    realWorld: false,
  },
  {
    gameCode: 'VN_3M',
    family: 'VN',
    name: 'Xổ số nhanh 3 phút',
    intervalSeconds: 180,
    drawTime: null,
    timeZone: null,
    realWorld: false,
  },
  {
    gameCode: 'VN_5M',
    family: 'VN',
    name: 'Xổ số nhanh 5 phút',
    intervalSeconds: 300,
    drawTime: null,
    timeZone: null,
    realWorld: false,
  },
  {
    gameCode: '5D_1M',
    family: '5D',
    name: '5D 1 min',
    intervalSeconds: 60,
    drawTime: null,
    timeZone: null,
    realWorld: false,
  },
  {
    gameCode: '5D_3M',
    family: '5D',
    name: '5D 3 min',
    intervalSeconds: 180,
    drawTime: null,
    timeZone: null,
    realWorld: false,
  },
  {
    gameCode: '5D_5M',
    family: '5D',
    name: '5D 5 min',
    intervalSeconds: 300,
    drawTime: null,
    timeZone: null,
    realWorld: false,
  },
  {
    gameCode: 'K3_1M',
    family: 'K3',
    name: 'K3 1 min',
    intervalSeconds: 60,
    drawTime: null,
    timeZone: null,
    realWorld: false,
  },
  {
    gameCode: 'K3_3M',
    family: 'K3',
    name: 'K3 3 min',
    intervalSeconds: 180,
    drawTime: null,
    timeZone: null,
    realWorld: false,
  },
];

/**
 * A stake unit fitting the currency: 1,000 for currencies without minor units (VND), one
 * major unit otherwise. Limits are per pick: from one unit (times the lô price) to 10,000.
 */
export function defaultLimits(
  family: LotteryFamily,
  currencyExponent: number,
): Record<BetType, StakeLimit> {
  const unit = currencyExponent === 0 ? 1000 : 10 ** currencyExponent;
  return Object.fromEntries(
    betTypesOf[family].map((betType) => {
      const min = unit * costUnitsOf(betType);
      return [betType, { min, max: min * 10_000 }];
    }),
  ) as Record<BetType, StakeLimit>;
}

/** The default cap on what one pick may pay in one period: ten million stake units. */
export function defaultExposureCap(currencyExponent: number): number {
  return (currencyExponent === 0 ? 1000 : 10 ** currencyExponent) * 10_000_000;
}

/** The odds of the family's bet types out of DOMAIN's table. */
export function defaultOddsOf(family: LotteryFamily): Record<string, number> {
  const types = new Set<string>(betTypesOf[family]);
  return Object.fromEntries(
    Object.entries(defaultOdds).filter(([key]) => types.has(key.split(':')[0]!)),
  );
}
