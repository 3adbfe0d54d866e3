import type { Db } from '../../db/connection.js';
import type { NoticeListener } from '../../db/notices.js';
import { coalescedReads } from '../../lib/coalesced-reads.js';
import { hashToken } from '../../lib/tokens.js';
import { SessionMemory } from './session-memory.js';
import { findSessionsByHash, type SessionRow } from './sessions.repo.js';
import { isLive, sessionOf, touchSession, type MemberSession } from './sessions.service.js';

/** The channel of migration 0022's notices: a member id whose sessions changed. */
export const SESSION_NOTICES = 'sorteo_sessions';

/**
 * How requests find their member (docs/sessions.md), one per app, created in `buildApp`
 * (`app.sessions`). Concurrent look-ups share one query. On PostgreSQL what it reads is
 * remembered while the server's notices of session changes are heard, so a revocation
 * counts from its commit in this process and from its notice in the others (`notices`, a
 * listener on `SESSION_NOTICES` that `buildApp` opens); on PGlite (one process, no listener)
 * every look-up reads.
 */
export class SessionLookup {
  readonly #memory = new SessionMemory<SessionRow>((row) => row.token_hash);
  readonly #remembering: boolean;
  readonly #read: (tokenHash: string) => Promise<SessionRow | undefined>;
  /** Look-ups answered from memory, and those that read the table. */
  readonly stats = { remembered: 0, read: 0 };

  constructor(
    private readonly db: Db,
    notices: NoticeListener | null,
  ) {
    this.#remembering = notices !== null;
    notices?.follow({
      notice: (payload) => this.#memory.heard(payload),
      listening: (live) => this.#memory.listening(live),
    });
    this.#read = coalescedReads(async (hashes: string[]) => {
      const mark = this.#memory.mark;
      const rows = await findSessionsByHash(db, hashes);
      if (this.#remembering) for (const row of rows.values()) this.#memory.remember(row, mark);
      return rows;
    });
  }

  /** Whether it hears the notices of session changes now, and so remembers what it reads. */
  get hearing(): boolean {
    return this.#memory.live;
  }

  /** The member behind a bearer token on this merchant, sliding the idle expiry; else null. */
  async authenticate(
    merchantId: number,
    token: string,
    now = new Date(),
  ): Promise<MemberSession | null> {
    const tokenHash = hashToken(token);
    // A remembered session that no longer looks live is read again: another process may have
    // slid its idle expiry.
    const remembered = this.#remembering ? this.#memory.recall(tokenHash) : undefined;
    let row: SessionRow | undefined;
    if (remembered && isLive(remembered, merchantId, now)) {
      this.stats.remembered += 1;
      row = remembered;
    } else {
      this.stats.read += 1;
      row = await this.#read(tokenHash);
    }
    if (!row || !isLive(row, merchantId, now)) return null;
    const slid = await touchSession(this.db, row, now);
    if (slid && this.#remembering) {
      this.#memory.revise(tokenHash, { last_seen_at: now, idle_expires_at: slid });
    }
    return sessionOf(row);
  }
}
