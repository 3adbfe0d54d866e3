import { SocketCloseCode } from '@sorteo/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { liveSessionIds } from './live-sessions.repo.js';
import type { SocketHub } from './socket-hub.js';

/**
 * Closes the sockets of sessions that ended elsewhere (logout on another process, password
 * change, expiry). A logout on this process closes its sockets at once (realtime.plugin).
 */
export function startSessionSweep(p: {
  db: Db;
  hub: SocketHub;
  everyMs: number;
  log: FastifyBaseLogger;
}): { sweepNow(): Promise<void>; stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const sweep = async () => {
    const open = p.hub.sessionIds();
    if (open.length === 0) return;
    const live = await liveSessionIds(p.db, open, new Date());
    p.hub.closeSessions(
      open.filter((id) => !live.has(id)),
      SocketCloseCode.SessionEnded,
      'session ended',
    );
  };
  const timer = setInterval(() => {
    if (running) return;
    running = sweep()
      .catch((error: unknown) => p.log.error({ err: error }, 'socket session sweep failed'))
      .finally(() => {
        running = null;
      });
  }, p.everyMs);
  timer.unref();
  return {
    sweepNow: sweep,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
