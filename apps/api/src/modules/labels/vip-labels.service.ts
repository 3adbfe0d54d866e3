import type { AdminVipLabel, VipLabelInput } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { auditedRows } from '../audit/index.js';
import { toAdminVipLabel } from './label-views.js';
import { refusingTakenName } from './taken-name.js';
import * as vipLabels from './vip-labels.repo.js';

export async function listVipLabels(db: Db, merchantId: number): Promise<AdminVipLabel[]> {
  return (await vipLabels.listVipLabels(db, merchantId)).map(toAdminVipLabel);
}

const writes = auditedRows({
  rows: vipLabels,
  fields: (i: VipLabelInput): vipLabels.VipLabelFields => ({ label_name: i.labelName }),
  view: toAdminVipLabel,
  label: 'VIP label',
  actionPrefix: 'vip_label',
  targetType: 'vip_label',
});

export const vipLabelWrites = {
  create: refusingTakenName('vip_label_name', writes.create),
  update: refusingTakenName('vip_label_name', writes.update),
  remove: writes.remove,
};
