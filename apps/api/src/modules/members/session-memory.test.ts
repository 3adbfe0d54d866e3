import { describe, expect, it } from 'vitest';
import { SessionMemory, sessionsChanging, SUSPENDED_MS, TRUSTED_MS } from './session-memory.js';
import type { SessionRow } from './sessions.repo.js';

let nextMember = 900_000;

function sessionOf(memberId = nextMember++, tokenHash = `hash-${memberId}`): SessionRow {
  return {
    token_hash: tokenHash,
    session_id: memberId,
    merchant_id: 1,
    revoked_at: null,
    idle_expires_at: new Date(Date.now() + 60_000),
    absolute_expires_at: new Date(Date.now() + 120_000),
    last_seen_at: new Date(),
    member_id: memberId,
    account: `player${memberId}`,
    type: 0,
    status: 'active',
  };
}

const listening = () => {
  const memory = new SessionMemory<SessionRow>((row) => row.token_hash);
  memory.listening(true);
  return memory;
};

describe('session memory', () => {
  it('remembers what a read answered only while notices are heard', () => {
    const deaf = new SessionMemory<SessionRow>((row) => row.token_hash);
    const row = sessionOf();
    deaf.remember(row, deaf.mark);
    expect(deaf.recall(row.token_hash)).toBeUndefined();

    const memory = listening();
    memory.remember(row, memory.mark);
    expect(memory.recall(row.token_hash)).toEqual(row);
    memory.listening(false);
    expect(memory.size).toBe(0);
    memory.listening(true);
    expect(memory.recall(row.token_hash)).toBeUndefined();
  });

  it("forgets a member's sessions on a notice naming the member, and only theirs", () => {
    const memory = listening();
    const member = nextMember++;
    const [phone, laptop, other] = [
      sessionOf(member, 'phone'),
      sessionOf(member, 'laptop'),
      sessionOf(),
    ];
    for (const row of [phone, laptop, other]) memory.remember(row, memory.mark);
    memory.heard(String(member));
    expect(memory.recall('phone')).toBeUndefined();
    expect(memory.recall('laptop')).toBeUndefined();
    expect(memory.recall(other.token_hash)).toEqual(other);
  });

  it('does not remember a read that a notice crossed', () => {
    const memory = listening();
    const row = sessionOf();
    const mark = memory.mark;
    memory.heard(String(nextMember++));
    memory.remember(row, mark);
    expect(memory.recall(row.token_hash)).toBeUndefined();
  });

  it('forgets everything on a notice it cannot read', () => {
    const memory = listening();
    const row = sessionOf();
    memory.remember(row, memory.mark);
    memory.heard('not a member id');
    expect(memory.size).toBe(0);
  });

  it("reads a member's sessions while this process changes them, and distrusts older reads", () => {
    const memory = listening();
    const row = sessionOf();
    const start = Date.now();
    memory.remember(row, memory.mark, start);

    sessionsChanging(row.member_id, start);
    expect(memory.recall(row.token_hash, start + 1)).toBeUndefined();
    memory.remember(row, memory.mark, start + 2);
    expect(memory.recall(row.token_hash, start + 3)).toBeUndefined();

    // Once the change has surely committed, a fresh read is remembered again.
    const after = start + SUSPENDED_MS + 1;
    memory.remember(row, memory.mark, after);
    expect(memory.recall(row.token_hash, after + 1)).toEqual(row);
  });

  it('does not remember a read that a change of this process crossed', () => {
    const memory = listening();
    const row = sessionOf();
    const mark = memory.mark;
    sessionsChanging(nextMember++);
    memory.remember(row, mark);
    expect(memory.recall(row.token_hash)).toBeUndefined();
  });

  it(`reads a session again ${TRUSTED_MS / 1000} s after it was read, notices or not`, () => {
    const memory = listening();
    const row = sessionOf();
    const start = Date.now();
    memory.remember(row, memory.mark, start);
    expect(memory.recall(row.token_hash, start + TRUSTED_MS - 1)).toEqual(row);
    expect(memory.recall(row.token_hash, start + TRUSTED_MS)).toBeUndefined();
  });

  it('keeps the idle expiry this process slid', () => {
    const memory = listening();
    const row = sessionOf();
    memory.remember(row, memory.mark);
    const seen = new Date(Date.now() + 1000);
    const idle = new Date(Date.now() + 90_000);
    memory.revise(row.token_hash, { last_seen_at: seen, idle_expires_at: idle });
    expect(memory.recall(row.token_hash)).toMatchObject({
      last_seen_at: seen,
      idle_expires_at: idle,
    });
  });
});
