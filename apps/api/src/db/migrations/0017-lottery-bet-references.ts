import { sql, type Kysely } from 'kysely';

/**
 * Fewer foreign-key checks on bet placement (docs/decisions/0010-ledger-references.md). A bet
 * referenced its period and its game separately: two checks per bet, the game's the costliest
 * of a placement (every order of a batch key-share-locks the same game row). It now references
 * its period together with the period's game, one check that also proves the bet's game is its
 * period's; the game exists through lottery_period's own key to lottery_game.
 */
const statements = [
  sql`alter table lottery_period add constraint lottery_period_id_game unique (id, game_id)`,
  sql`alter table lottery_bet drop constraint lottery_bet_period_id_fkey`,
  sql`alter table lottery_bet drop constraint lottery_bet_game_id_fkey`,
  sql`alter table lottery_bet
    add constraint lottery_bet_period_fkey foreign key (period_id, game_id)
      references lottery_period (id, game_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
