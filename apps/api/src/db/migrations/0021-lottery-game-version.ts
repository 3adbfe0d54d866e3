import { sql, type Kysely } from 'kysely';

/**
 * `lottery_game.version` goes up by one with every change to the row, whoever writes it. A
 * placement priced on a remembered game names the version it read, and its statement writes
 * nothing when the game has moved on since (docs/lottery.md, "Placing an order").
 */
const statements = [
  sql`alter table lottery_game add column version integer not null default 1`,
  sql`create function sorteo_next_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end
  $$`,
  sql`create trigger lottery_game_version before update on lottery_game
    for each row execute function sorteo_next_version()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
