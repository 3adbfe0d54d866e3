import geoip from 'geoip-country';
import { isPublicIp } from './ip.js';

/** ISO country of a public address from the bundled database; null when unknown or private. */
export function countryOf(ip: string): string | null {
  if (!isPublicIp(ip)) return null;
  return geoip.lookup(ip)?.country ?? null;
}
