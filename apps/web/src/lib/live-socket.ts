import { getMerchantCode } from './storage';

/**
 * The signed-in session's one WebSocket to `/wps/ws` (docs/realtime.md): the first message
 * carries the token, the server answers `ready`, then pushes messages by `type`. A dropped
 * connection comes back with growing, jittered delays; an ended session does not.
 * Features listen with `subscribe(type, handler)`; `app/` starts and stops it with the session.
 */

export interface LiveMessage {
  type: string;
  [field: string]: unknown;
}

type Handler = (message: LiveMessage) => void;

/** The part of the browser's WebSocket this uses, so tests can hand in a fake. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface LiveSocketDeps {
  url: () => string;
  /** The brand to sign in to; the server takes the site's own when there is none. */
  merchant: () => string | null;
  create: (url: string) => SocketLike;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  random: () => number;
}

/** Sent by the client itself when the server said `ready`, so listeners can catch up. */
export const READY = 'ready';

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
const NORMAL_CLOSURE = 1000;

/**
 * How long to wait before reconnect attempt `attempt` (0 first): doubling from one second
 * up to thirty, each a random point in its upper half so a restarted server is not met by
 * every tab at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The server's close codes (contract `SocketCloseCode` in wallet.ts, written out here so the
 * first load does not carry the contract's schemas), and what docs/realtime.md says to do.
 */
export const closeCodes = {
  badMessage: 4000,
  authFailed: 4001,
  authTimeout: 4002,
  sessionEnded: 4003,
};

/** The session is gone: stop, and let the page show the visitor signed out. */
export const isSessionGone = (code: number) =>
  code === closeCodes.authFailed || code === closeCodes.sessionEnded;

/** Sent to listeners by the client itself when the server ended the session (4001, 4003). */
export const SESSION_GONE = 'session-gone';

const PING_EVERY_MS = 25_000;
/** No answer this long after a ping means the connection died without a close. */
const PONG_WAIT_MS = 10_000;

function parse(data: unknown): LiveMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' &&
      value !== null &&
      typeof (value as LiveMessage).type === 'string'
      ? (value as LiveMessage)
      : null;
  } catch {
    return null;
  }
}

export class LiveSocket {
  private token: string | null = null;
  private socket: SocketLike | null = null;
  private timer: unknown = null;
  private heartbeat: unknown = null;
  private lastHeard = 0;
  private attempt = 0;
  /** A 4000 (our own mistake) is retried once; a second one before `ready` stops. */
  private badMessageRetried = false;
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(private readonly deps: LiveSocketDeps) {}

  /** Connects for `token`; again with the same token while connected does nothing. */
  start(token: string): void {
    if (this.token === token && (this.socket || this.timer !== null)) return;
    this.stop();
    this.token = token;
    this.open();
  }

  /** Closes the connection and forgets the token (logout): no reconnect follows. */
  stop(): void {
    this.token = null;
    this.attempt = 0;
    this.badMessageRetried = false;
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(NORMAL_CLOSURE);
    }
  }

  /** Calls `handler` for every message of `type`; the answer stops it. */
  subscribe(type: string, handler: Handler): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler);
    return () => void this.handlers.get(type)?.delete(handler);
  }

  get connected(): boolean {
    return this.socket !== null;
  }

  private open(): void {
    const token = this.token;
    if (!token) return;
    let socket: SocketLike;
    try {
      socket = this.deps.create(this.deps.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const merchant = this.deps.merchant();
      socket.send(
        JSON.stringify(merchant ? { type: 'auth', token, merchant } : { type: 'auth', token }),
      );
    };
    socket.onmessage = (event) => {
      this.lastHeard = this.deps.now();
      const message = parse(event.data);
      if (!message) return;
      // Only an accepted token resets the delays: a server that takes the connection and
      // then refuses it must not be hammered.
      if (message.type === READY) {
        this.attempt = 0;
        this.badMessageRetried = false;
        this.startHeartbeat(socket);
      }
      this.emit(message);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      if (isSessionGone(event.code)) {
        this.token = null;
        this.emit({ type: SESSION_GONE, code: event.code });
        return;
      }
      if (event.code === closeCodes.badMessage) {
        console.error('The live socket refused a message of this page (4000).');
        if (this.badMessageRetried) {
          this.token = null;
          return;
        }
        this.badMessageRetried = true;
      }
      this.scheduleReconnect();
    };
  }

  /** Pings every 25 s; no answer within 10 s and the connection is dropped and made again. */
  private startHeartbeat(socket: SocketLike): void {
    this.stopHeartbeat();
    const ping = () => {
      if (this.socket !== socket) return;
      const sentAt = this.deps.now();
      socket.send(JSON.stringify({ type: 'ping' }));
      this.heartbeat = this.deps.setTimer(() => {
        if (this.socket !== socket) return;
        if (this.lastHeard < sentAt) {
          socket.onclose = null;
          socket.close();
          this.socket = null;
          this.heartbeat = null;
          this.scheduleReconnect();
          return;
        }
        this.heartbeat = this.deps.setTimer(ping, PING_EVERY_MS - PONG_WAIT_MS);
      }, PONG_WAIT_MS);
    };
    this.heartbeat = this.deps.setTimer(ping, PING_EVERY_MS);
  }

  private stopHeartbeat(): void {
    if (this.heartbeat !== null) this.deps.clearTimer(this.heartbeat);
    this.heartbeat = null;
  }

  private scheduleReconnect(): void {
    if (!this.token) return;
    const delay = reconnectDelay(this.attempt, this.deps.random);
    this.attempt += 1;
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      this.open();
    }, delay);
  }

  private emit(message: LiveMessage): void {
    for (const handler of [...(this.handlers.get(message.type) ?? [])]) {
      try {
        handler(message);
      } catch (error) {
        // One listener's mistake must not silence the others.
        console.error(error);
      }
    }
  }
}

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/wps/ws`;
}

/** The page's one live connection. */
export const liveSocket = new LiveSocket({
  url: socketUrl,
  merchant: getMerchantCode,
  now: () => Date.now(),
  create: (url) => new WebSocket(url) as unknown as SocketLike,
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
  random: Math.random,
});
