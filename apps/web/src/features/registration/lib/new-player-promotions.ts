/** SPEC §9: the new-register bonus title carries this placeholder for the amount. */
export const BONUS_PLACEHOLDER = '{amount}';
export const NEW_PLAYER_BONUS = '1000VND';
export const NEW_PLAYER_CATEGORY = 'new_player';

type Promotion = { id: number; title: string; category: string };

/** The promotions for new players, their titles with the bonus amount filled in. */
export function newPlayerPromotions<T extends Promotion>(promotions: readonly T[]): T[] {
  return promotions
    .filter((p) => p.category === NEW_PLAYER_CATEGORY)
    .map((p) => ({ ...p, title: p.title.split(BONUS_PLACEHOLDER).join(NEW_PLAYER_BONUS) }));
}
