import { NEW_PLAYER_CATEGORY, withBonusAmount } from '@sorteo/shared/contract/constants';

export { BONUS_PLACEHOLDER, NEW_PLAYER_BONUS } from '@sorteo/shared/contract/constants';
export { NEW_PLAYER_CATEGORY };

type Promotion = { id: number; title: string; category: string };

/** The promotions for new players, their titles with the bonus amount filled in. */
export function newPlayerPromotions<T extends Promotion>(promotions: readonly T[]): T[] {
  return promotions
    .filter((p) => p.category === NEW_PLAYER_CATEGORY)
    .map((p) => ({ ...p, title: withBonusAmount(p.title) }));
}
