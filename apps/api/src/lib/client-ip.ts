import { normalizeIp } from './ip.js';

/**
 * The visitor's address. `X-Forwarded-For` is believed only when the socket peer is a
 * trusted proxy; then the list is walked right to left past every trusted hop, so a client
 * cannot forge its address by prepending entries.
 */
export function resolveClientIp(
  socketAddress: string,
  forwardedFor: string | string[] | undefined,
  isTrusted: (ip: string) => boolean,
): string {
  const peer = normalizeIp(socketAddress) ?? socketAddress;
  if (!forwardedFor || !isTrusted(peer)) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((hop) => normalizeIp(hop));
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    // A hop that is not an address means the header was tampered with: stop believing it.
    if (!hop) return client;
    client = hop;
    if (!isTrusted(hop)) return hop;
  }
  return client;
}
