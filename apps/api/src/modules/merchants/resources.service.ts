import type { AdminResource, resourceInputSchema } from '@sorteo/shared';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import type { ResourceRow } from '../../db/schema.js';
import { auditedRows } from '../audit/index.js';
import * as resources from './resources.repo.js';

const toAdminResource = (r: ResourceRow): AdminResource => ({
  id: r.id,
  resourceType: r.resource_type as AdminResource['resourceType'],
  url: r.url,
  qrCodeUrl: r.qr_code_url,
  labelNameEn: r.label_name_en,
  sort: r.sort,
});

export async function listAdminResources(db: Db, merchantId: number): Promise<AdminResource[]> {
  return (await resources.listResources(db, merchantId)).map(toAdminResource);
}

export const resourceWrites = auditedRows({
  rows: resources,
  fields: (i: z.infer<typeof resourceInputSchema>) => ({
    resource_type: i.resourceType,
    url: i.url,
    qr_code_url: i.qrCodeUrl,
    label_name_en: i.labelNameEn,
    sort: i.sort,
  }),
  view: toAdminResource,
  label: 'Resource',
  actionPrefix: 'resource',
  targetType: 'resource',
});
