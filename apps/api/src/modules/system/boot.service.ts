import {
  noticeSchema,
  permissionSchema,
  systemStatusSchema,
  vendorGroupsSchema,
  whitelabelNodeSchema,
  type LanguageCode,
  type Notice,
  type Permission,
  type SystemStatusValue,
  type VendorGroup,
  type WhitelabelNode,
  SystemStatus,
} from '@sorteo/shared';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { readerLanguage } from '../../lib/reader-language.js';
import { notice } from '../content/index.js';
import { vendorGroups, type GameCatalogue } from '../games/index.js';
import {
  decideAccess,
  loadSettings,
  whitelabelTree,
  type Merchant,
  type Visitor,
} from '../merchants/index.js';
import { permission } from './system.service.js';

/**
 * What the web app asks for before its first screen, as the same calls would answer it:
 * status and permission always, and the shell's content only when the site is open to this
 * visitor (a closed site refuses those calls).
 */
export type BootData = {
  status: SystemStatusValue;
  permission: Permission;
  /** The language `notice` is written in: the page shows it only if it shows that language. */
  language: LanguageCode;
  notice?: Notice;
  whitelabel?: WhitelabelNode[];
  vendors?: VendorGroup[];
};

export async function bootData(
  db: Db,
  catalogue: GameCatalogue,
  merchant: Merchant,
  visitor: Visitor,
  language: LanguageCode = readerLanguage(undefined, merchant),
): Promise<BootData> {
  const [access, perm] = await Promise.all([
    decideAccess(db, merchant, visitor),
    permission(db, merchant, visitor),
  ]);
  // Encoded by the same schemas that serialise the API's answers.
  const status = z.encode(systemStatusSchema, {
    systemStatus: access.systemStatus,
    location: { ip: visitor.ip, country: visitor.country },
  });
  const base = { status, permission: z.encode(permissionSchema, perm), language };
  if (access.systemStatus !== SystemStatus.Normal) return base;

  const [noticeValue, settings, vendors] = await Promise.all([
    notice(db, merchant.id, language),
    loadSettings(db, merchant.id),
    vendorGroups(db, catalogue, merchant),
  ]);
  return {
    ...base,
    notice: z.encode(noticeSchema, noticeValue),
    // The recursive schema is typed by its output only; its encoding is that same shape.
    whitelabel: z.encode(
      z.array(whitelabelNodeSchema),
      whitelabelTree(settings),
    ) as WhitelabelNode[],
    vendors: z.encode(vendorGroupsSchema, vendors),
  };
}
