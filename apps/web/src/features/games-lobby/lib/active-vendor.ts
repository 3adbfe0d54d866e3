/**
 * The vendor tab to show (SPEC §2 `/rng?page={vendor}`): the one named in the address,
 * else the one last visited, else the first.
 */
export function pickActiveVendor(
  vendorKeys: readonly string[],
  fromQuery: string | null,
  fromStorage: string | null,
): string | null {
  if (fromQuery && vendorKeys.includes(fromQuery)) return fromQuery;
  if (fromStorage && vendorKeys.includes(fromStorage)) return fromStorage;
  return vendorKeys[0] ?? null;
}
