import type { Db } from '../../db/connection.js';
import type { NoticeListener } from '../../db/notices.js';
import { hashToken } from '../../lib/tokens.js';
import { SessionMemory } from '../members/index.js';
import * as repo from './vendor-wallet.repo.js';

type RememberedPlayer = { member_id: number; merchant_id: number; currency: string };

/** Games looked up at most before the oldest are forgotten. */
const MAX_GAMES = 50_000;

const epoch = (d: Date | string) => (d instanceof Date ? d.getTime() : Date.parse(d));

/**
 * What the seamless wallet looks up on every call, one per app (created in `buildApp`,
 * docs/games.md "Seamless wallet"): a vendor session and whether its member's sign-in still
 * lasts, the member a win names, a game's id. On PostgreSQL sessions and players are
 * remembered while the notices of session changes (`SESSION_NOTICES`) are heard, as sign-in
 * sessions are (docs/sessions.md, "Remembered sessions"): a logout, a password change or a
 * member's new status counts at once here and on its notice elsewhere. A game's id never
 * changes once given, so it is kept. On PGlite every session and player is read.
 */
export class WalletLookups {
  readonly #sessions = new SessionMemory<repo.VendorSessionWithSignIn>(
    (row) => `${row.vendor_code}\u0000${row.session_token_hash}`,
  );
  readonly #players = new SessionMemory<RememberedPlayer>((row) => String(row.member_id));
  readonly #games = new Map<string, number>();
  readonly #remembering: boolean;
  /** Look-ups answered from memory, and those that read the database. */
  readonly stats = { remembered: 0, read: 0 };

  constructor(
    private readonly db: Db,
    notices: NoticeListener | null,
  ) {
    this.#remembering = notices !== null;
    for (const memory of [this.#sessions, this.#players] as const) {
      notices?.follow({
        notice: (payload) => memory.heard(payload),
        listening: (live) => memory.listening(live),
      });
    }
  }

  /** The vendor session of a session token while its member's sign-in lasts; else undefined. */
  async liveSession(
    vendorCode: string,
    sessionToken: string,
    now: Date,
  ): Promise<repo.VendorSessionRow | undefined> {
    const hash = hashToken(sessionToken);
    const key = `${vendorCode}\u0000${hash}`;
    let row = this.#remembering ? this.#sessions.recall(key) : undefined;
    if (row && signInLasts(row, now)) {
      this.stats.remembered += 1;
      return row;
    }
    this.stats.read += 1;
    const mark = this.#sessions.mark;
    row = await repo.findVendorSession(this.db, vendorCode, hash);
    if (!row) return undefined;
    if (this.#remembering) this.#sessions.remember(row, mark);
    return signInLasts(row, now) ? row : undefined;
  }

  /** The member a win or rollback names, with its merchant and currency. */
  async player(memberId: number): Promise<RememberedPlayer | undefined> {
    const kept = this.#remembering ? this.#players.recall(String(memberId)) : undefined;
    if (kept) {
      this.stats.remembered += 1;
      return kept;
    }
    this.stats.read += 1;
    const mark = this.#players.mark;
    const found = await repo.findPlayer(this.db, memberId);
    if (!found) return undefined;
    const player = { member_id: memberId, ...found };
    if (this.#remembering) this.#players.remember(player, mark);
    return player;
  }

  /** The id of a vendor's game, listed or not. */
  async gameId(vendorCode: string, gameCode: string): Promise<number | undefined> {
    const key = `${vendorCode}\u0000${gameCode}`;
    const kept = this.#games.get(key);
    if (kept !== undefined) return kept;
    const game = await repo.findVendorGame(this.db, vendorCode, gameCode);
    if (!game) return undefined;
    if (this.#games.size >= MAX_GAMES) this.#games.clear();
    this.#games.set(key, game.id);
    return game.id;
  }
}

/** Bets stop when the sign-in ends: revoked, past its absolute expiry, or the member blocked. */
function signInLasts(row: repo.VendorSessionWithSignIn, now: Date): boolean {
  return (
    row.revoked_at === null &&
    epoch(row.absolute_expires_at) > now.getTime() &&
    row.member_status === 'active'
  );
}
