import { dialingCountries, type DialingCountry } from '@sorteo/shared/contract/dialing-codes';

export type CountryOption = DialingCountry & { name: string; flag: string };

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of an ISO 3166-1 alpha-2 code (two regional indicator symbols). */
export function flagOf(countryCode: string): string {
  return String.fromCodePoint(
    ...[...countryCode.toUpperCase()].map((c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65),
  );
}

/** Every country with a dialing code, named and sorted in the visitor's language. */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    // An engine without region names still lists the codes.
  }
  const collator = new Intl.Collator(language);
  return dialingCountries
    .map((c) => ({
      ...c,
      name: names?.of(c.countryCode) ?? c.countryCode,
      flag: flagOf(c.countryCode),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
