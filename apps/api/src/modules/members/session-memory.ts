/** A remembered session is read again after this long, whatever the notices said. */
export const TRUSTED_MS = 30_000;
/** After a change to a member's sessions starts here, how long they are read every time. */
export const SUSPENDED_MS = 5_000;
/** Sessions remembered at most; the oldest go first. */
const MAX_SESSIONS = 100_000;

type Remembered<Row> = { row: Row; readAt: number; sentAt: number };

/**
 * Changes this process is making to members' sessions, by member id: `sessionsChanging`
 * marks one before its write, so that until the write has surely committed every look-up of
 * that member is a read, and nothing read before it is trusted again. The notice that the
 * write's commit sends reaches the other processes; this covers the process that wrote it,
 * whose next request may come in before that notice does.
 */
const changing = new Map<number, { at: number; until: number }>();
/** Goes up with every change marked here, so a read that crossed one is not remembered. */
let changes = 0;

/** Call before writing anything that may end a member's sessions (docs/sessions.md). */
export function sessionsChanging(memberId: number, now = Date.now()): void {
  changes += 1;
  for (const [id, c] of changing) if (c.until + TRUSTED_MS < now) changing.delete(id);
  changing.set(memberId, { at: changes, until: now + SUSPENDED_MS });
}

/**
 * The sessions one database's server lets this process remember: what a look-up read, kept
 * only while notices of changes are heard (PostgreSQL's `sorteo_sessions` channel) and for
 * `TRUSTED_MS` at most. A notice forgets the member's sessions; a loss of the listening
 * connection forgets them all. A read that a notice or a marked change crossed is answered
 * but not remembered, since it may predate the change. A row is anything that belongs to
 * one member and ends with the member's sessions (a sign-in session by its token hash, a
 * vendor's game session by its own), kept under `keyOf(row)`.
 */
export class SessionMemory<Row extends { member_id: number }> {
  readonly #rows = new Map<string, Remembered<Row>>();
  readonly #byMember = new Map<number, Set<string>>();
  #heard = 0;
  #live = false;

  constructor(private readonly keyOf: (row: Row) => string) {}

  /** To pass to `remember` with what a read started now answers. */
  get mark(): number {
    return this.#heard + changes;
  }

  get size(): number {
    return this.#rows.size;
  }

  recall(key: string, now = Date.now()): Row | undefined {
    if (!this.#live) return undefined;
    const kept = this.#rows.get(key);
    if (!kept) return undefined;
    const change = changing.get(kept.row.member_id);
    if (
      now - kept.readAt >= TRUSTED_MS ||
      (change && (now < change.until || kept.sentAt < change.at))
    ) {
      this.#forget(key, kept.row.member_id);
      return undefined;
    }
    return kept.row;
  }

  /** What a read sent at `mark` answered, unless something changed since. */
  remember(row: Row, mark: number, now = Date.now()): void {
    if (!this.#live || mark !== this.mark) return;
    const change = changing.get(row.member_id);
    if (change && now < change.until) return;
    const key = this.keyOf(row);
    if (this.#rows.size >= MAX_SESSIONS && !this.#rows.has(key)) {
      const [oldest, kept] = this.#rows.entries().next().value as [string, Remembered<Row>];
      this.#forget(oldest, kept.row.member_id);
    }
    this.#rows.set(key, { row, readAt: now, sentAt: changes });
    let keys = this.#byMember.get(row.member_id);
    if (!keys) this.#byMember.set(row.member_id, (keys = new Set()));
    keys.add(key);
  }

  /** A row this process changed (a session it slid): the remembered copy changes too. */
  revise(key: string, change: Partial<Row>): void {
    const kept = this.#rows.get(key);
    if (!kept) return;
    kept.row = { ...kept.row, ...change };
  }

  /** A notice: something about this member's sessions changed. */
  heard(payload: string): void {
    this.#heard += 1;
    const memberId = Number(payload);
    if (!Number.isInteger(memberId)) return this.#forgetAll();
    for (const key of this.#byMember.get(memberId) ?? []) this.#rows.delete(key);
    this.#byMember.delete(memberId);
  }

  /** Whether notices are heard now. */
  get live(): boolean {
    return this.#live;
  }

  /** Whether notices are heard; while they are not, nothing is remembered. */
  listening(live: boolean): void {
    this.#heard += 1;
    this.#live = live;
    if (!live) this.#forgetAll();
  }

  #forget(key: string, memberId: number): void {
    this.#rows.delete(key);
    const keys = this.#byMember.get(memberId);
    keys?.delete(key);
    if (keys?.size === 0) this.#byMember.delete(memberId);
  }

  #forgetAll(): void {
    this.#rows.clear();
    this.#byMember.clear();
  }
}
