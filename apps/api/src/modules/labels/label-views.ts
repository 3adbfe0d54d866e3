import type { AdminClubLabel, AdminVipLabel } from '@sorteo/shared';
import type { ClubLabelRow } from './club-labels.repo.js';
import type { VipLabelRow } from './vip-labels.repo.js';

/** `color` is the text colour and `color2` the background, as member info names them. */
export const toAdminClubLabel = (r: ClubLabelRow): AdminClubLabel => ({
  id: r.id,
  labelName: r.label_name,
  color: r.text_color,
  color2: r.background_color,
  rankLevel: r.rank_level,
});

export const toAdminVipLabel = (r: VipLabelRow): AdminVipLabel => ({
  id: r.id,
  labelName: r.label_name,
});
