import { modIdParent, type ModId } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { loadSettings } from '../merchants/index.js';

/** A flag of the settings tree counts only when its group is on too. */
export async function isFlagOn(db: Db, merchantId: number, modId: ModId): Promise<boolean> {
  const settings = await loadSettings(db, merchantId);
  const parent = modIdParent[modId];
  return (settings.get(modId) ?? false) && (parent === null || (settings.get(parent) ?? false));
}
