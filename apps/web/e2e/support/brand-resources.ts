import type { OperatorApi } from '../fixtures';

/** A resource as the operator API answers it (`/admin/resources`). */
export type AdminResource = {
  id: number;
  resourceType: string;
  url: string;
  qrCodeUrl: string | null;
  labelNameEn: string | null;
  sort: number;
};

const fields = (r: AdminResource) => ({
  resourceType: r.resourceType,
  url: r.url,
  qrCodeUrl: r.qrCodeUrl,
  labelNameEn: r.labelNameEn,
  sort: r.sort,
});

const same = (a: AdminResource, b: AdminResource) =>
  JSON.stringify(fields(a)) === JSON.stringify(fields(b));

/**
 * The brand's resources as a journey found them, and a way to put them back: what the
 * journey added goes, what it removed comes back with the same fields, what it changed
 * is changed back. A removed resource returns under a new id; nothing keeps the old one.
 */
export async function keepResources(operator: OperatorApi) {
  const before = await operator.call<AdminResource[]>('GET', '/admin/resources');
  const byType = (type: string) => {
    const found = before.find((r) => r.resourceType === type);
    if (!found) throw new Error(`the brand has no ${type} resource`);
    return found;
  };
  const restore = async () => {
    const now = await operator.call<AdminResource[]>('GET', '/admin/resources');
    for (const r of now) {
      if (!before.some((b) => b.id === r.id)) {
        await operator.call('DELETE', `/admin/resources/${r.id}`);
      }
    }
    for (const b of before) {
      const current = now.find((r) => r.id === b.id);
      if (!current) await operator.call('POST', '/admin/resources', fields(b));
      else if (!same(current, b)) await operator.call('PUT', `/admin/resources/${b.id}`, fields(b));
    }
  };
  return { before, byType, restore };
}
