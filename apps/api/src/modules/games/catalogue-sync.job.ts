import type { Config } from '../../config.js';
import type { Job, JobLog } from '../../jobs/job-runner.js';
import { importCatalogue } from './catalogue-import.js';
import { CatalogueFetchError, fetchPublishedGames } from './catalogue-sync.js';
import { framingVendors } from './catalogue.repo.js';
import { markSynced } from './games-admin.repo.js';
import type { PublishedGame } from './published-game.js';
import { vendorLink } from './vendor-links.js';

/** How often every reachable vendor's game list is imported again. */
export const CATALOGUE_SYNC_EVERY_MS = 6 * 60 * 60_000;

type Fetched = { code: string; games: PublishedGame[] }[];

/**
 * The catalogue sync (docs/games.md, "Catalogue sync"): every vendor this installation can
 * reach publishes its list; the lists are fetched before the job's transaction (no
 * connection held while a vendor answers) and imported in it. A vendor whose list cannot be
 * read is logged and left as it was. `changed` tells this process's catalogue.
 */
export function catalogueSyncJob(config: Config, log: JobLog, changed: () => void): Job {
  return {
    name: 'games.catalogue-sync',
    everyMs: CATALOGUE_SYNC_EVERY_MS,
    prepare: async (db): Promise<Fetched> => {
      const fetched: Fetched = [];
      for (const vendor of await framingVendors(db)) {
        const link = vendorLink(config, vendor);
        // Not reachable from here (no address or no secret): nothing to ask.
        if (!link.url || !link.secret) continue;
        try {
          fetched.push({ code: vendor.code, games: await fetchPublishedGames(config, vendor) });
        } catch (error) {
          if (!(error instanceof CatalogueFetchError)) throw error;
          log.error({ vendor: vendor.code, reason: error.message }, 'vendor game list not read');
        }
      }
      return fetched;
    },
    run: async (trx, now, prepared) => {
      const lines: string[] = [];
      for (const { code, games } of (prepared as Fetched | undefined) ?? []) {
        const o = await importCatalogue(trx, code, games);
        await markSynced(trx, code, now);
        lines.push(`${code} +${o.added} ~${o.changed} -${o.withdrawn}`);
      }
      return lines.length > 0 ? `catalogue synced: ${lines.join(', ')}` : undefined;
    },
    committed: changed,
  };
}
