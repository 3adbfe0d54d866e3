/** The largest id the server can hold (a Postgres `integer`). */
const MAX_ID = 2_147_483_647;

/**
 * The promotion an address names (`/promotions/:id`, `/promoDetail?id=`), or null when the
 * text is no id at all, so the page says "not found" without asking the server.
 */
export function parsePromotionId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
