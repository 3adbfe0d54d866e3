import { describe, expect, it } from 'vitest';
import { SocketCloseCode } from '@sorteo/shared/contract/wallet';
import {
  closeCodes,
  LiveSocket,
  reconnectDelay,
  SESSION_GONE,
  type LiveMessage,
  type SocketLike,
} from './live-socket';

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
  }
  serverOpens() {
    this.onopen?.({});
  }
  serverSays(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  serverCloses(code: number) {
    this.onclose?.({ code });
  }
}

function harness(merchant: string | null = null) {
  const sockets: FakeSocket[] = [];
  const clock = { now: 0 };
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const live = new LiveSocket({
    url: () => 'ws://site/wps/ws',
    merchant: () => merchant,
    now: () => clock.now,
    create: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    random: () => 1,
  });
  const last = () => sockets.at(-1)!;
  const fireTimer = () => {
    const timer = timers.filter((t) => !t.cleared).at(-1)!;
    timer.cleared = true;
    timer.run();
    return timer.ms;
  };
  return { live, sockets, timers, last, fireTimer, clock };
}

describe('reconnectDelay', () => {
  it('doubles from one second and stops growing at thirty', () => {
    const top = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => reconnectDelay(n, top))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('waits at least half the step, so tabs spread out without reconnecting at once', () => {
    expect(reconnectDelay(3, () => 0)).toBe(4_000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6_000);
  });
});

describe('LiveSocket', () => {
  it('sends the token as its first message, never in the address', () => {
    const { live, last } = harness();
    live.start('tok-1');
    expect(last().url).toBe('ws://site/wps/ws');
    expect(last().sent).toEqual([]);
    last().serverOpens();
    expect(last().sent.map((s) => JSON.parse(s) as unknown)).toEqual([
      { type: 'auth', token: 'tok-1' },
    ]);
  });

  it('hands each message to the listeners of its type until they stop listening', () => {
    const { live, last } = harness();
    const balances: LiveMessage[] = [];
    const stop = live.subscribe('balance', (m) => balances.push(m));
    live.start('tok-1');
    last().serverOpens();
    last().serverSays({ type: 'ready' });
    last().serverSays({ type: 'balance', sumBalance: 500 });
    last().serverSays({ type: 'lottery', period: 1 });
    last().onmessage?.({ data: 'not json' });
    stop();
    last().serverSays({ type: 'balance', sumBalance: 700 });
    expect(balances).toEqual([{ type: 'balance', sumBalance: 500 }]);
  });

  it('reconnects after a drop with growing delays, and starts over once the server is ready', () => {
    const { live, sockets, last, fireTimer } = harness();
    live.start('tok-1');
    last().serverCloses(1006);
    expect(fireTimer()).toBe(1_000);
    last().serverCloses(1006);
    expect(fireTimer()).toBe(2_000);
    // Accepted then dropped again: the token was fine, so the next wait is short again.
    last().serverOpens();
    last().serverSays({ type: 'ready' });
    last().serverCloses(1001);
    expect(fireTimer()).toBe(1_000);
    expect(sockets).toHaveLength(4);
    last().serverOpens();
    expect(JSON.parse(last().sent[0]!)).toEqual({ type: 'auth', token: 'tok-1' });
  });

  it('does not reset the delays when the server takes the connection but not the token', () => {
    const { live, last, fireTimer } = harness();
    live.start('tok-1');
    last().serverOpens();
    last().serverCloses(1011);
    expect(fireTimer()).toBe(1_000);
    last().serverOpens();
    last().serverCloses(1011);
    expect(fireTimer()).toBe(2_000);
  });

  it('stops and says the session is gone when the server refuses the token or ended it', () => {
    for (const code of [SocketCloseCode.AuthFailed, SocketCloseCode.SessionEnded]) {
      const { live, sockets, timers, last } = harness();
      const gone: LiveMessage[] = [];
      live.subscribe(SESSION_GONE, (m) => gone.push(m));
      live.start('revoked');
      last().serverOpens();
      last().serverCloses(code);
      expect(timers).toHaveLength(0);
      expect(live.connected).toBe(false);
      expect(sockets).toHaveLength(1);
      expect(gone).toEqual([{ type: SESSION_GONE, code }]);
    }
  });

  it('after refusing one of its messages (4000) it tries once more, then stops', () => {
    const { live, sockets, last, fireTimer } = harness();
    const quiet = console.error;
    console.error = () => undefined;
    try {
      live.start('tok-1');
      last().serverOpens();
      last().serverCloses(SocketCloseCode.BadMessage);
      fireTimer();
      expect(sockets).toHaveLength(2);
      last().serverOpens();
      last().serverCloses(SocketCloseCode.BadMessage);
      expect(live.connected).toBe(false);
      live.start('tok-1');
      expect(sockets).toHaveLength(3);
    } finally {
      console.error = quiet;
    }
  });

  it('tries again when its sign-in came too late or the server restarts', () => {
    for (const code of [SocketCloseCode.AuthTimeout, 1001]) {
      const { live, sockets, last, fireTimer } = harness();
      live.start('tok-1');
      last().serverCloses(code);
      fireTimer();
      expect(sockets).toHaveLength(2);
    }
  });

  it('uses the close codes of the contract', () => {
    expect(closeCodes).toEqual({
      badMessage: SocketCloseCode.BadMessage,
      authFailed: SocketCloseCode.AuthFailed,
      authTimeout: SocketCloseCode.AuthTimeout,
      sessionEnded: SocketCloseCode.SessionEnded,
    });
  });

  it('names the brand when it knows it', () => {
    const { live, last } = harness('demo');
    live.start('tok-1');
    last().serverOpens();
    expect(JSON.parse(last().sent[0]!)).toEqual({ type: 'auth', token: 'tok-1', merchant: 'demo' });
  });

  it('pings every 25 s, and replaces a connection whose pong does not come within 10 s', () => {
    const { live, sockets, last, fireTimer, clock } = harness();
    live.start('tok-1');
    const first = last();
    first.serverOpens();
    first.serverSays({ type: 'ready' });
    clock.now = 25_000;
    expect(fireTimer()).toBe(25_000);
    expect(first.sent.at(-1)).toBe(JSON.stringify({ type: 'ping' }));
    clock.now = 25_200;
    first.serverSays({ type: 'pong' });
    clock.now = 35_000;
    expect(fireTimer()).toBe(10_000);
    expect(first.closedWith).toBeNull();
    // The next ping goes unanswered: the socket is given up and a new one made.
    clock.now = 50_000;
    expect(fireTimer()).toBe(15_000);
    clock.now = 60_000;
    expect(fireTimer()).toBe(10_000);
    expect(first.closedWith).not.toBeNull();
    expect(fireTimer()).toBe(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('closes on logout and never comes back, even with a reconnect pending', () => {
    const { live, sockets, timers, last } = harness();
    live.start('tok-1');
    const first = last();
    live.stop();
    expect(first.closedWith).toBe(1000);
    live.start('tok-1');
    last().serverCloses(1006);
    expect(timers.at(-1)!.cleared).toBe(false);
    live.stop();
    expect(timers.at(-1)!.cleared).toBe(true);
    expect(sockets).toHaveLength(2);
  });

  it('keeps one connection per session: starting again with the same token reuses it', () => {
    const { live, sockets } = harness();
    live.start('tok-1');
    live.start('tok-1');
    expect(sockets).toHaveLength(1);
    live.start('tok-2');
    expect(sockets).toHaveLength(2);
    expect(sockets[0]!.closedWith).toBe(1000);
  });

  it('a listener that throws does not keep the message from the others', () => {
    const { live, last } = harness();
    const seen: number[] = [];
    live.subscribe('balance', () => {
      throw new Error('broken listener');
    });
    live.subscribe('balance', (m) => seen.push(m.sumBalance as number));
    live.start('tok-1');
    const quiet = console.error;
    console.error = () => undefined;
    try {
      last().serverSays({ type: 'balance', sumBalance: 9 });
    } finally {
      console.error = quiet;
    }
    expect(seen).toEqual([9]);
  });
});
