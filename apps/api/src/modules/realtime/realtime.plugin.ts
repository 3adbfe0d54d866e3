import websocket from '@fastify/websocket';
import { SocketCloseCode } from '@sorteo/shared';
import type { FastifyInstance } from 'fastify';
import { onLedgerCommitted } from '../ledger/index.js';
import { resolveMerchant } from '../merchants/index.js';
import { startPeriodFeed } from '../lottery-periods/index.js';
import { serveSocket, type SocketIdentity, type SocketTimings } from './socket-connection.js';
import { createSocketHub, type SocketHub } from './socket-hub.js';
import { startSessionSweep } from './session-sweep.js';
import { startWalletOutbox } from './wallet-outbox.js';

export type Realtime = {
  hub: SocketHub;
  /** Read when a socket connects; tests shorten them. */
  timings: SocketTimings;
  /** Closes the sockets of ended sessions now rather than at the next sweep. */
  sweepSessions(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** The largest message a client may send; the protocol's are tiny. */
const MAX_CLIENT_MESSAGE_BYTES = 4096;

/**
 * The live socket at /wps/ws (docs/realtime.md): sessions authenticate with their first
 * message, balance changes arrive from the wallet outbox, and sockets of ended sessions
 * are closed. Call before the member routes, so their logout hook applies.
 */
export async function realtimePlugin(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const hub = createSocketHub();
  const realtime: Realtime = {
    hub,
    timings: { authTimeoutMs: 10_000, heartbeatMs: 30_000 },
    sweepSessions: () => sweep.sweepNow(),
  };
  app.decorate('realtime', realtime);
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });

  app.get('/wps/ws', { websocket: true }, (socket, request) => {
    serveSocket(socket, {
      ...realtime.timings,
      hub,
      log: request.log,
      async authenticate(message): Promise<SocketIdentity | null> {
        const merchant = message.merchant
          ? (
              await resolveMerchant(db, {
                code: message.merchant,
                host: null,
                defaultCode: app.config.defaultMerchant,
              })
            ).merchant
          : request.merchant;
        if (!merchant) return null;
        const session = await app.sessions.authenticate(merchant.id, message.token);
        if (!session) return null;
        return {
          merchantId: merchant.id,
          memberId: session.memberId,
          sessionId: String(session.sessionId),
        };
      },
    });
  });

  // A logout on this process closes its sockets at once; the sweep catches the rest.
  app.addHook('onResponse', async (request, reply) => {
    if (
      request.routeOptions.url === '/wps/session/logout' &&
      reply.statusCode === 200 &&
      request.member
    ) {
      hub.closeSessions(
        [String(request.member.sessionId)],
        SocketCloseCode.SessionEnded,
        'logged out',
      );
    }
  });

  const outbox = await startWalletOutbox({
    db,
    log: app.log,
    deliver: (event) =>
      hub.publish(event.merchantId, event.memberId, {
        type: 'balance',
        sumBalance: event.balance,
        currency: event.currency,
        transactionId: event.transactionId,
      }),
  });
  const stopListening = onLedgerCommitted(() => outbox.wake());
  const sweep = startSessionSweep({ db, hub, everyMs: 15_000, log: app.log });
  const periodFeed = await startPeriodFeed({
    db,
    merchantIds: hub.merchantIds,
    publish: (merchantId, message) => hub.publish(merchantId, null, message),
    log: app.log,
  });

  // Before the database closes (onClose hooks of the caller may close it first).
  app.addHook('preClose', async () => {
    stopListening();
    await Promise.all([outbox.stop(), sweep.stop(), periodFeed.stop()]);
  });
}
