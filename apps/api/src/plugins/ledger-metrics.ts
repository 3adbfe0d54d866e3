import type { FastifyInstance } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import { giveWayReasons, type Ledger } from '../modules/ledger/index.js';

/**
 * Every time the ledger's fast way gives way to a slower one: a counter by reason on
 * `/metrics` and a debug line, so a scenario that keeps falling back is seen, not guessed.
 */
export function ledgerMetricsPlugin(app: FastifyInstance, ledger: Ledger, registry: Registry) {
  const gaveWay = new Counter({
    name: 'sorteo_ledger_gave_way_total',
    help: 'Ledger batches whose fast way gave way to a slower one, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  for (const reason of giveWayReasons) gaveWay.inc({ reason }, 0);
  const stop = ledger.onGiveWay((reason, postings) => {
    gaveWay.inc({ reason });
    app.log.debug({ reason, postings }, 'ledger: fast way gave way');
  });
  app.addHook('onClose', async () => {
    stop();
  });
}
