import { describe, expect, it } from 'vitest';
import { promotionWindow } from './promotion-window';

const start = Date.UTC(2026, 0, 31, 17, 0, 30);
const end = Date.UTC(2026, 2, 1, 16, 59, 0);

describe('promotion window', () => {
  it("shows both ends to the minute in the brand's time zone", () => {
    expect(promotionWindow({ startsAt: start, endsAt: end }, 'Asia/Ho_Chi_Minh')).toEqual({
      key: 'range',
      start: '2026-02-01 00:00',
      end: '2026-03-01 23:59',
    });
  });

  it('names an open end by the sentence it needs', () => {
    expect(promotionWindow({ startsAt: start, endsAt: null }, 'UTC')).toEqual({
      key: 'from',
      start: '2026-01-31 17:00',
    });
    expect(promotionWindow({ startsAt: null, endsAt: end }, 'UTC')).toEqual({
      key: 'until',
      end: '2026-03-01 16:59',
    });
    expect(promotionWindow({ startsAt: null, endsAt: null }, 'UTC')).toEqual({ key: 'always' });
  });
});
