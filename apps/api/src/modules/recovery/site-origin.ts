import type { Db } from '../../db/connection.js';
import { normalizeHost, type Merchant } from '../merchants/index.js';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export type OriginSettings = {
  /** `PUBLIC_URL`'s origin, when set. */
  publicUrl: string | null;
  /** The port this server listens on: a loopback link points at it. */
  port: number;
};

/** The merchant's registered hosts, oldest first (read-only look at the merchants' table). */
function merchantHosts(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_domain')
    .select('host')
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
}

/**
 * The origin of links the site mails out. A Host header is used only when it names a
 * domain registered for this merchant, or the machine itself (development), so a forged
 * Host can never point a reset link at someone else's site.
 */
export async function siteOrigin(
  db: Db,
  merchant: Pick<Merchant, 'id'>,
  requestHost: string | null,
  settings: OriginSettings,
): Promise<string> {
  if (settings.publicUrl) return settings.publicUrl;
  const local = (host: string) => `http://${host}:${settings.port}`;
  const hosts = (await merchantHosts(db, merchant.id)).map((r) => r.host);
  const host = requestHost ? normalizeHost(requestHost) : null;
  if (host && loopbackHosts.has(host)) return local(host);
  if (host && hosts.includes(host)) return `https://${host}`;
  const registered = hosts.find((h) => !loopbackHosts.has(h));
  return registered ? `https://${registered}` : local('localhost');
}
