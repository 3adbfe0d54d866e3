import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberPopupsSeen, unseenPopups } from './popup-seen';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

const security = { id: 7, timestamp: 1_700_000_000_000, title: 'Protege tu cuenta' };
const maintenance = { id: 9, timestamp: 1_700_000_500_000, title: 'Mantenimiento' };
const ana = { memberId: 41 };
const bob = { memberId: 42 };

describe('pop-up notices seen', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a notice once to each member: closed, it stays closed on every later page', () => {
    expect(unseenPopups([security], ana)).toEqual([security]);
    rememberPopupsSeen([security], ana);
    // A reload, a new tab, another login: the same member on this device.
    expect(unseenPopups([security], ana)).toEqual([]);
    expect(unseenPopups([security], { memberId: 41 })).toEqual([]);
    // Another member, or the signed-out visitor, has not seen it.
    expect(unseenPopups([security], bob)).toEqual([security]);
    expect(unseenPopups([security], 'guest')).toEqual([security]);
  });

  it('shows a notice again once it is published anew, and a new one on its own', () => {
    rememberPopupsSeen([security], ana);
    const republished = { ...security, timestamp: security.timestamp + 86_400_000 };
    expect(unseenPopups([republished], ana)).toEqual([republished]);
    expect(unseenPopups([security, maintenance], ana)).toEqual([maintenance]);
    rememberPopupsSeen([security, maintenance], ana);
    expect(unseenPopups([security, maintenance], ana)).toEqual([]);
  });

  it('keeps only what is live, and a bounded number of readers', () => {
    for (let id = 1; id <= 30; id++) rememberPopupsSeen([security], { memberId: id });
    rememberPopupsSeen([maintenance], { memberId: 30 });
    const stored = JSON.parse(storage.getItem('popupSeen')!) as Record<string, string[]>;
    expect(Object.keys(stored)).toHaveLength(20);
    expect(stored['member:30']).toEqual([`${maintenance.id}@${maintenance.timestamp}`]);
    expect(stored['member:1']).toBeUndefined();
  });

  it('reads a damaged memory as nothing seen', () => {
    storage.setItem('popupSeen', '{not json');
    expect(unseenPopups([security], ana)).toEqual([security]);
    storage.setItem('popupSeen', '["x"]');
    expect(unseenPopups([security], ana)).toEqual([security]);
    rememberPopupsSeen([security], ana);
    expect(unseenPopups([security], ana)).toEqual([]);
  });
});
