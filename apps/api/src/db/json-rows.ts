/**
 * JSON.stringify writes an unpaired surrogate as an escape (`\udxxx`), which PostgreSQL's
 * json refuses. An escaped backslash before `ud…` matches too; that only costs the slow way.
 */
const ESCAPED_SURROGATE = /\\ud[89a-f]/i;
const UNPAIRED_SURROGATE = /\p{Cs}/gu;

/**
 * Rows as one JSON text, for `json_to_recordset($n::json) as n(...)`: node-pg would escape
 * an array parameter element by element, in JavaScript, for each column; JSON.stringify does
 * all the columns at once (docs/bench-history.md, "2026-11-26, midday"). An unpaired surrogate is
 * stored as U+FFFD, as a text parameter's UTF-8 encoding stores it. A NUL character stays:
 * PostgreSQL refuses it (SQLSTATE 22P05), and the caller answers 400, as for any text.
 */
export function jsonRows(rows: readonly object[]): string {
  const json = JSON.stringify(rows);
  if (!ESCAPED_SURROGATE.test(json)) return json;
  return JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(UNPAIRED_SURROGATE, '\uFFFD') : value,
  );
}
