import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundBook, type BookedRound } from './seamless-round.js';

const folders: string[] = [];
afterEach(() => {
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

const bookFile = () => {
  const folder = mkdtempSync(join(tmpdir(), 'round-book-'));
  folders.push(folder);
  return join(folder, 'rounds.jsonl');
};

const opening = (roundId: string) => ({
  roundId,
  vendor: 'SBX',
  gameCode: 'SLOT3-SEVENS',
  playerId: '7',
  currency: 'VND',
});

describe("the sandbox vendor's round book", () => {
  it('keeps its rounds across a restart when it has a file', () => {
    const file = bookFile();
    const book = new RoundBook(file);
    const won = book.open(opening('r-1'));
    book.update(won, { stake: 1000 });
    book.update(won, { win: 2500, state: 'closed', closedAt: Date.now() });
    const voided = book.open(opening('r-2'));
    book.update(voided, { state: 'void' });

    const again = new RoundBook(file);
    expect([...again.rounds.values()]).toEqual([won, voided]);
    expect(again.between(0, Date.now() + 1).map((r) => r.roundId)).toEqual(['r-1', 'r-2']);
    // Read back compacted: one line per round.
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
  });

  it('forgets rounds older than the reconciliation reaches, and keeps nothing without a file', () => {
    const file = bookFile();
    const old: BookedRound = {
      ...opening('r-old'),
      stake: 1000,
      win: 0,
      refunded: 0,
      state: 'closed',
      at: Date.now() - 9 * 24 * 60 * 60_000,
      closedAt: null,
    };
    writeFileSync(file, `${JSON.stringify(old)}\n`);
    const book = new RoundBook(file);
    expect(book.rounds.size).toBe(0);

    const memory = new RoundBook();
    memory.open(opening('r-3'));
    expect(new RoundBook().rounds.size).toBe(0);
  });
});
