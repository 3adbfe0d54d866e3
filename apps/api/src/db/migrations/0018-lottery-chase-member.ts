import { sql, type Kysely } from 'kysely';

/**
 * A player's chases, newest first (`GET /lgw/chases`), by an index: the list and its count
 * scanned every chase of every player.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index lottery_chase_member on lottery_chase (merchant_id, member_id, id desc)`.execute(
    db,
  );
}
