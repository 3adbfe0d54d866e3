import { dialingCountries, type DialingCountry } from '@sorteo/shared/contract/dialing-codes';
import { flagImageOf } from './flag-images';

export type CountryOption = DialingCountry & { name: string; flag: string | null };

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
      flag: flagImageOf(c.countryCode),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
