import { sql, type Kysely } from 'kysely';

/**
 * A brand's choice of what its cards of a vendor open (docs/games.md, "Vendor cards"): true,
 * a pop-up list of the vendor's games (`isGame` `VASSALAGE`); false, the vendor's hall; null,
 * the default rule (the list where the brand lists more than one of its games in the card's
 * category). A change is heard like any other change of `merchant_vendor`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table merchant_vendor add column game_list_popup boolean`.execute(db);
}
