import type { AdminClubLabel, ClubLabelInput } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { auditedRows } from '../audit/index.js';
import * as clubLabels from './club-labels.repo.js';
import { toAdminClubLabel } from './label-views.js';
import { refusingTakenName } from './taken-name.js';

export async function listClubLabels(db: Db, merchantId: number): Promise<AdminClubLabel[]> {
  return (await clubLabels.listClubLabels(db, merchantId)).map(toAdminClubLabel);
}

const writes = auditedRows({
  rows: clubLabels,
  fields: (i: ClubLabelInput): clubLabels.ClubLabelFields => ({
    label_name: i.labelName,
    text_color: i.color,
    background_color: i.color2,
    rank_level: i.rankLevel,
  }),
  view: toAdminClubLabel,
  label: 'Club label',
  actionPrefix: 'club_label',
  targetType: 'club_label',
});

export const clubLabelWrites = {
  create: refusingTakenName('club_label_name', writes.create),
  update: refusingTakenName('club_label_name', writes.update),
  remove: writes.remove,
};
