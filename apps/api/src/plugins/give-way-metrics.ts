import type { FastifyInstance } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import { giveWayReasons, type Ledger } from '../modules/ledger/index.js';
import { placementGiveWayReasons, type Placement } from '../modules/lottery-bets/index.js';

/**
 * Every time a fast way gives way to a slower one — a ledger batch, an order priced on
 * remembered data — a counter by reason on `/metrics` and a debug line, so a scenario that
 * keeps falling back is seen, not guessed.
 */
export function giveWayMetricsPlugin(
  app: FastifyInstance,
  registry: Registry,
  { ledger, placement }: { ledger: Ledger; placement: Placement },
): void {
  const ledgerGaveWay = new Counter({
    name: 'sorteo_ledger_gave_way_total',
    help: 'Ledger batches whose fast way gave way to a slower one, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const placementGaveWay = new Counter({
    name: 'sorteo_placement_gave_way_total',
    help: 'Orders priced on remembered games and periods that went the usual way, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  // Read from the ledger's statistics when scraped: postings per batch is how well the group
  // commit groups (fewer, larger batches cost PostgreSQL and Node less per posting).
  const counted = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  counted(
    'sorteo_ledger_batches_total',
    'Ledger batches sent by the group commit',
    () => ledger.stats.batches,
  );
  counted(
    'sorteo_ledger_postings_total',
    'Postings sent in those batches',
    () => ledger.stats.postings,
  );
  counted(
    'sorteo_ledger_batches_behind_total',
    'Ledger batches sent behind another on the pipelined session',
    () => ledger.stats.behind,
  );
  counted(
    'sorteo_ledger_waits_for_fuller_total',
    'Ledger batches that waited a moment under load for more postings',
    () => ledger.stats.waitedForFuller,
  );
  for (const reason of giveWayReasons) ledgerGaveWay.inc({ reason }, 0);
  for (const reason of placementGiveWayReasons) placementGaveWay.inc({ reason }, 0);

  const stops = [
    ledger.onGiveWay((reason, postings) => {
      ledgerGaveWay.inc({ reason });
      app.log.debug({ reason, postings }, 'ledger: fast way gave way');
    }),
    placement.onGiveWay((reason) => {
      placementGaveWay.inc({ reason });
      app.log.debug({ reason }, 'placement: remembered way gave way');
    }),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
