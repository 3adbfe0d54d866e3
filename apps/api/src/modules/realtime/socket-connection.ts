import {
  SocketCloseCode,
  socketClientMessageSchema,
  type SocketClientMessage,
  type SocketServerMessage,
} from '@sorteo/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { HubClient, SocketHub } from './socket-hub.js';

export type SocketIdentity = { merchantId: number; memberId: number; sessionId: string };

export type SocketTimings = {
  /** How long a new socket may stay silent before its `auth`. */
  authTimeoutMs: number;
  /** How often the server pings; a socket that has not answered the previous ping is dropped. */
  heartbeatMs: number;
};

export type ConnectionDeps = SocketTimings & {
  hub: SocketHub;
  /** The session behind the token, or null for a token that names none. */
  authenticate(
    message: Extract<SocketClientMessage, { type: 'auth' }>,
  ): Promise<SocketIdentity | null>;
  log: FastifyBaseLogger;
};

function parse(data: Buffer | ArrayBuffer | Buffer[]): SocketClientMessage | null {
  const text = Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data).toString('utf8');
  try {
    const parsed = socketClientMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One socket's life: the first message must be `auth`; until it has been answered `ready`
 * nothing else is accepted. Then the socket joins the hub, answers `ping` with `pong`, and
 * is pinged at the protocol level so a dead peer is dropped.
 */
export function serveSocket(socket: WebSocket, deps: ConnectionDeps): void {
  let state: 'waiting' | 'authenticating' | 'ready' | 'closed' = 'waiting';
  let leaveHub: (() => void) | null = null;
  let alive = true;

  const send = (message: SocketServerMessage) => {
    if (socket.readyState === 1) socket.send(JSON.stringify(message));
  };
  const close = (code: number, reason: string) => {
    if (state === 'closed') return;
    state = 'closed';
    socket.close(code, reason);
  };

  const authTimer = setTimeout(
    () => close(SocketCloseCode.AuthTimeout, 'auth expected'),
    deps.authTimeoutMs,
  );
  const heartbeat = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, deps.heartbeatMs);
  socket.on('pong', () => {
    alive = true;
  });

  socket.on('close', () => {
    state = 'closed';
    clearTimeout(authTimer);
    clearInterval(heartbeat);
    leaveHub?.();
  });

  socket.on('message', (data) => {
    alive = true;
    const message = parse(data);
    if (state === 'ready') {
      if (message?.type === 'ping') send({ type: 'pong' });
      else close(SocketCloseCode.BadMessage, 'unexpected message');
      return;
    }
    if (state !== 'waiting' || message?.type !== 'auth') {
      close(SocketCloseCode.BadMessage, 'auth expected first');
      return;
    }
    state = 'authenticating';
    clearTimeout(authTimer);
    deps.authenticate(message).then(
      (identity) => {
        if (state !== 'authenticating') return;
        if (!identity) {
          close(SocketCloseCode.AuthFailed, 'not signed in');
          return;
        }
        const client: HubClient = {
          ...identity,
          send: (text) => {
            if (socket.readyState === 1) socket.send(text);
          },
          close,
        };
        leaveHub = deps.hub.add(client);
        state = 'ready';
        send({ type: 'ready' });
      },
      (error: unknown) => {
        deps.log.error({ err: error }, 'socket authentication failed');
        close(1011, 'server error');
      },
    );
  });
}
