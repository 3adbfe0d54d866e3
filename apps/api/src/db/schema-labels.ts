import type { Generated } from 'kysely';
import type { Timestamp } from './schema.js';

export interface ClubLabelTable {
  id: Generated<number>;
  merchant_id: number;
  label_name: string;
  /** `#rrggbb`, lower case. */
  text_color: string;
  background_color: string;
  rank_level: number;
  created_at: Generated<Date>;
}

/** At most one club label per member: the member id is the key. */
export interface MemberClubLabelTable {
  member_id: number;
  merchant_id: number;
  club_label_id: number;
  assigned_at: Timestamp;
}

export interface VipLabelTable {
  id: Generated<number>;
  merchant_id: number;
  label_name: string;
  created_at: Generated<Date>;
}

export interface MemberVipLabelTable {
  member_id: number;
  vip_label_id: number;
  merchant_id: number;
  assigned_at: Timestamp;
}

/** Club and VIP labels and which members hold them (module labels). */
export interface LabelTables {
  club_label: ClubLabelTable;
  member_club_label: MemberClubLabelTable;
  vip_label: VipLabelTable;
  member_vip_label: MemberVipLabelTable;
}
