import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { PublishedGame } from './published-game.js';
import { searchTextOf } from './search-text.js';

export type ImportOutcome = { added: number; changed: number; withdrawn: number };

/**
 * Brings a vendor's games in line with the list it publishes, in one statement per step:
 * new games are added, changed ones updated, games no longer listed withdrawn, and a
 * withdrawn game that comes back is listed again; the vendor is listed under every category
 * it publishes games of. Merchants' overrides (`merchant_game`) are never touched. The caller holds the transaction.
 */
export async function importCatalogue(
  trx: Db,
  vendorCode: string,
  games: readonly PublishedGame[],
  options: { withdrawMissing: boolean } = { withdrawMissing: true },
): Promise<ImportOutcome> {
  const rows = games.map((g) => ({
    game_code: g.gameCode,
    game_type: g.gameType,
    names: g.names,
    search_text: searchTextOf(g.names),
    classify: g.classify,
    min_bet: g.minBet,
    min_line_num: g.minLineNum,
    platforms: g.platforms,
    rtp_basis_points: g.rtpBasisPoints,
    volatility: g.volatility,
    thumbnail: g.thumbnail,
    is_new: g.isNew,
    sort: g.sort,
    demo: g.demo,
  }));
  const written = await sql<{ added: boolean }>`
    insert into game as g (vendor_code, game_code, game_type, names, search_text, classify,
      min_bet, min_line_num, platforms, rtp_basis_points, volatility, thumbnail, is_new, sort,
      demo)
    select ${vendorCode}, r.game_code, r.game_type, r.names, r.search_text, r.classify,
      r.min_bet, r.min_line_num, array(select jsonb_array_elements_text(r.platforms)),
      r.rtp_basis_points, r.volatility, r.thumbnail, r.is_new, r.sort, r.demo
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r (game_code text,
      game_type text, names jsonb, search_text text, classify text, min_bet bigint,
      min_line_num integer, platforms jsonb, rtp_basis_points integer, volatility text,
      thumbnail text, is_new boolean, sort integer, demo boolean)
    on conflict (vendor_code, game_code) do update set
      game_type = excluded.game_type, names = excluded.names,
      search_text = excluded.search_text, classify = excluded.classify,
      min_bet = excluded.min_bet, min_line_num = excluded.min_line_num,
      platforms = excluded.platforms, rtp_basis_points = excluded.rtp_basis_points,
      volatility = excluded.volatility, thumbnail = excluded.thumbnail,
      is_new = excluded.is_new, sort = excluded.sort, demo = excluded.demo,
      withdrawn_at = null, updated_at = now()
    where (g.game_type, g.names, g.classify, g.min_bet, g.min_line_num, g.platforms,
        g.rtp_basis_points, g.volatility, g.thumbnail, g.is_new, g.sort, g.demo)
      is distinct from (excluded.game_type, excluded.names, excluded.classify,
        excluded.min_bet, excluded.min_line_num, excluded.platforms,
        excluded.rtp_basis_points, excluded.volatility, excluded.thumbnail, excluded.is_new,
        excluded.sort, excluded.demo)
      or g.withdrawn_at is not null
    returning (xmax = 0) as added`.execute(trx);
  const withdrawn = options.withdrawMissing
    ? Number(
        (
          await sql`
            update game set withdrawn_at = now(), updated_at = now()
            where vendor_code = ${vendorCode} and withdrawn_at is null
              and game_code <> all(${games.map((g) => g.gameCode)}::text[])`.execute(trx)
        ).numAffectedRows ?? 0,
      )
    : 0;
  // A vendor that publishes games of a category it is not listed under is listed there too:
  // its new games show in the side menu without a new seed.
  const types = [...new Set(games.map((g) => g.gameType))];
  await sql`update vendor set categories = categories
      || array(select t from unnest(${types}::text[]) t where t <> all(categories))
    where code = ${vendorCode} and not (categories @> ${types}::text[])`.execute(trx);
  const added = written.rows.filter((r) => r.added).length;
  return { added, changed: written.rows.length - added, withdrawn };
}
