import pg from 'pg';
import type { Config } from '../config.js';

/** What a listener tells whoever follows a channel. */
export type NoticeFollower = {
  /** A notice's payload, in the order PostgreSQL sent them. */
  notice: (payload: string) => void;
  /**
   * Whether notices are heard: false from the moment the connection is lost until it listens
   * again, when notices may have been missed.
   */
  listening: (live: boolean) => void;
};

/** Wait before opening a lost listening connection again. */
const REOPEN_MS = 1000;

/**
 * PostgreSQL only: one connection of its own that listens on one channel and hands every
 * notice to its followers. It opens on the first follower, opens again a second after a
 * loss, and closes when its owner closes it.
 */
export class NoticeListener {
  readonly #followers = new Set<NoticeFollower>();
  #client: pg.Client | null = null;
  #live = false;
  #opening = false;
  #closed = false;
  #reopen: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly channel: string,
  ) {}

  follow(follower: NoticeFollower): void {
    this.#followers.add(follower);
    if (this.#live) follower.listening(true);
    if (!this.#client && !this.#opening && !this.#reopen) void this.#open();
  }

  async #open(): Promise<void> {
    if (this.#closed) return;
    this.#opening = true;
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      this.#lost(client);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (n) => {
      if (n.channel !== this.channel || n.payload === undefined) return;
      for (const f of this.#followers) f.notice(n.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(this.channel)}`);
    } catch {
      this.#opening = false;
      onLost();
      return;
    }
    this.#opening = false;
    if (lost) return;
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#setLive(true);
  }

  #lost(client: pg.Client): void {
    if (this.#client === client) this.#client = null;
    this.#setLive(false);
    void client.end().catch(() => undefined);
    if (this.#closed || this.#reopen) return;
    this.#reopen = setTimeout(() => {
      this.#reopen = null;
      void this.#open();
    }, REOPEN_MS);
    this.#reopen.unref();
  }

  #setLive(live: boolean): void {
    if (this.#live === live) return;
    this.#live = live;
    for (const f of this.#followers) f.listening(live);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#reopen) clearTimeout(this.#reopen);
    this.#reopen = null;
    this.#setLive(false);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }
}

/**
 * A listener on `channel` of the configured server, or none on PGlite (a single process, no
 * notices). `buildApp` opens the ones its services follow and closes them with the app.
 */
export function openNotices(database: Config['database'], channel: string): NoticeListener | null {
  return database.kind === 'postgres' ? new NoticeListener(database.url, channel) : null;
}
