import type { Db } from '../../db/connection.js';
import type { NoticeListener } from '../../db/notices.js';
import {
  framingVendors,
  listedGames,
  listedVendors,
  type FramingVendorRow,
} from './catalogue.repo.js';
import { MerchantCatalogue } from './merchant-catalogue.js';

/** The channel of migration 0026's notices: something a lobby lists changed. */
export const CATALOGUE_NOTICES = 'sorteo_catalogue';

/**
 * What each merchant lists, read once and kept in memory (docs/games.md, "The catalogue in
 * memory"), one per app, created in `buildApp` (`app.catalogue`). A change through this app
 * calls `changed()`; on PostgreSQL another process's change arrives as a notice on
 * `CATALOGUE_NOTICES`, and while those are not heard (the listening connection lost) every
 * request reads afresh. On PGlite the app is the database's only process.
 */
export class GameCatalogue {
  readonly #kept = new Map<number, Promise<MerchantCatalogue>>();
  #framing: Promise<FramingVendorRow[]> | null = null;
  #live: boolean;
  /** Reads answered from memory, and those that went to the database. */
  readonly stats = { kept: 0, read: 0 };

  constructor(
    private readonly db: Db,
    notices: NoticeListener | null,
  ) {
    this.#live = notices === null;
    notices?.follow({
      notice: () => this.changed(),
      listening: (live) => {
        this.#live = live;
        this.changed();
      },
    });
  }

  /** Forgets everything kept: the next request reads the catalogue again. */
  changed(): void {
    this.#kept.clear();
    this.#framing = null;
  }

  /** Whether what is read is kept (false while another process's changes cannot be heard). */
  get keeping(): boolean {
    return this.#live;
  }

  of(merchantId: number, defaultLanguage: string): Promise<MerchantCatalogue> {
    const kept = this.#kept.get(merchantId);
    if (kept) {
      this.stats.kept += 1;
      return kept;
    }
    this.stats.read += 1;
    const reading = this.#read(merchantId, defaultLanguage);
    // A change heard while this read runs clears the map, so the read is not kept.
    if (this.#live) {
      this.#kept.set(merchantId, reading);
      reading.catch(() => {
        if (this.#kept.get(merchantId) === reading) this.#kept.delete(merchantId);
      });
    }
    return reading;
  }

  /**
   * Every vendor not disabled with where its pages come from (the CSP's `frame-src`), for all
   * merchants: read once and cached like the lists, forgotten on the same changes.
   */
  framingVendors(): Promise<FramingVendorRow[]> {
    if (this.#framing) return this.#framing;
    const reading = framingVendors(this.db);
    if (this.#live) {
      this.#framing = reading;
      reading.catch(() => {
        if (this.#framing === reading) this.#framing = null;
      });
    }
    return reading;
  }

  async #read(merchantId: number, defaultLanguage: string): Promise<MerchantCatalogue> {
    const [games, vendors] = await Promise.all([
      listedGames(this.db, merchantId),
      listedVendors(this.db, merchantId),
    ]);
    return new MerchantCatalogue(games, vendors, defaultLanguage);
  }
}
