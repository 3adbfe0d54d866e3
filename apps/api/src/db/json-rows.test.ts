import { describe, expect, it } from 'vitest';
import { jsonRows } from './json-rows.js';

describe('jsonRows', () => {
  it('is the rows as JSON when every string is well formed', () => {
    const rows = [{ id: 9007199254740991, memo: 'línea "1"\n😀 \\ud800', none: null }];
    expect(jsonRows(rows)).toBe(JSON.stringify(rows));
  });

  it('writes an unpaired surrogate, at any depth, as U+FFFD and keeps whole pairs', () => {
    const rows = [{ memo: 'a\ud800b', after: { reason: ['\udc00', 'ok 😀'] } }];
    expect(JSON.parse(jsonRows(rows))).toEqual([
      { memo: 'a\ufffdb', after: { reason: ['\ufffd', 'ok 😀'] } },
    ]);
  });
});
