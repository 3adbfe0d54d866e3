import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.js';

const bet = z.object({
  betId: z.number().int(),
  pick: z.string(),
  payout: z.number().int().nullable(),
  settledAt: z.string().nullable(),
  note: z.string().optional(),
});
const envelope = z.object({
  success: z.literal(true),
  value: z.object({ bets: z.array(bet), balance: z.number().int(), replayed: z.boolean() }),
});

const serializerOf = (schema: unknown, checked = false) =>
  responseSerializer({ checked })({
    schema,
    method: 'GET',
    url: '/test',
    httpStatus: '200',
  } as never) as (data: unknown) => string;

const answer = {
  success: true,
  value: {
    bets: [
      { betId: 1, pick: '1:7', payout: null, settledAt: null },
      { betId: 2, pick: '3:0', payout: 19_500, settledAt: '2026-11-27T10:00:00.000Z', note: 'x' },
    ],
    balance: 80_500,
    replayed: false,
  },
};

describe('responseSerializer', () => {
  it('writes what zod writes, null and missing optional fields included', () => {
    const text = serializerOf(envelope)(answer);
    expect(JSON.parse(text)).toEqual(answer);
    expect(serializerOf(envelope, true)(answer)).toBe(text);
  });

  it('leaves out every property its schema does not name, however deep', () => {
    const leaky = {
      ...answer,
      debug: 'internal',
      value: {
        ...answer.value,
        passwordHash: 'secret',
        bets: [{ ...answer.value.bets[0], memberId: 42 }],
      },
    };
    const text = serializerOf(envelope)(leaky);
    expect(text).not.toContain('secret');
    expect(text).not.toContain('internal');
    expect(text).not.toContain('memberId');
    expect(JSON.parse(text).value.bets[0]).toEqual(answer.value.bets[0]);
  });

  it('refuses, when checked, an answer that breaks its schema', () => {
    const broken = { ...answer, value: { ...answer.value, balance: '80500' } };
    expect(() => serializerOf(envelope, true)(broken)).toThrow();
  });

  it('refuses an answer missing a required property', () => {
    const { balance: _, ...missing } = answer.value;
    expect(() => serializerOf(envelope)({ ...answer, value: missing })).toThrow();
  });

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const dated = z.object({ at: z.date() });
    const at = new Date('2026-11-27T10:00:00.000Z');
    expect(serializerOf(dated)({ at })).toBe('{"at":"2026-11-27T10:00:00.000Z"}');
    expect(() => serializerOf(dated)({ at: 'yesterday' })).toThrow();
  });
});
