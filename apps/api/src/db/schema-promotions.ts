import type { Generated, Selectable } from 'kysely';
import type { Defaulted, Timestamp, TranslationsColumn } from './schema.js';

export interface PromotionTable {
  id: Generated<number>;
  merchant_id: number;
  category: string;
  title: string;
  /** Plain text. */
  summary: Defaulted<string>;
  /** HTML, sanitised before it is stored. */
  content: Defaulted<string>;
  image_url: string | null;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  sort: Defaulted<number>;
  enabled: Defaulted<boolean>;
  translations: TranslationsColumn<{
    title: string;
    summary: string;
    content: string;
    imageUrl: string;
  }>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PromotionRow = Selectable<PromotionTable>;

/** The promotions module's table (migration 0015). */
export interface PromotionTables {
  promotion: PromotionTable;
}
