import { ErrorCode, type RegionRule, type regionRuleInputSchema } from '@sorteo/shared';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { RegionRuleRow } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { auditedRows } from '../audit/index.js';
import { forgetMerchants } from './merchant-directory.js';
import * as regionRules from './region-rules.repo.js';

type RegionRuleInput = z.infer<typeof regionRuleInputSchema>;

const toRegionRule = (r: RegionRuleRow): RegionRule => ({
  id: r.id,
  kind: r.kind,
  value: r.value,
  action: r.action,
  note: r.note,
  createdAt: r.created_at.getTime(),
});

export async function listRegionRules(db: Db, merchantId: number): Promise<RegionRule[]> {
  return (await regionRules.listRegionRules(db, merchantId)).map(toRegionRule);
}

/** Country codes are stored upper case so lookups compare exactly. */
const ruleFields = (i: RegionRuleInput): regionRules.RegionRuleFields => ({
  kind: i.kind,
  value: i.kind === 'COUNTRY' ? i.value.toUpperCase() : i.value,
  action: i.action,
  note: i.note,
});

async function refuseDuplicate(
  db: Db,
  merchantId: number,
  fields: regionRules.RegionRuleFields,
  id?: number,
) {
  const existing = await regionRules.findByValue(db, merchantId, fields.kind, fields.value);
  if (existing && existing.id !== id) {
    throw new AppError(409, ErrorCode.Conflict, 'A rule for this value already exists', {
      field: 'value',
    });
  }
}

const writes = auditedRows({
  rows: regionRules,
  fields: ruleFields,
  view: toRegionRule,
  label: 'Region rule',
  actionPrefix: 'region_rule',
  targetType: 'region_rule',
  check: refuseDuplicate,
});

/** The writes, each dropping the processes' copies of the rules once it has committed. */
export const regionRuleWrites: typeof writes = {
  create: async (...args) => {
    const created = await writes.create(...args);
    forgetMerchants();
    return created;
  },
  update: async (...args) => {
    const updated = await writes.update(...args);
    forgetMerchants();
    return updated;
  },
  remove: async (...args) => {
    await writes.remove(...args);
    forgetMerchants();
  },
};
