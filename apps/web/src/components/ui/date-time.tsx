import { formatDateTime } from '../../lib/format-date';

/** An instant as the merchant's clock shows it, machine-readable in `dateTime`. */
export function DateTime({ at, timeZone }: { at: number; timeZone: string }) {
  return <time dateTime={new Date(at).toISOString()}>{formatDateTime(at, timeZone)}</time>;
}
