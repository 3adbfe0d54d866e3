import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaResolver } from './schema-resolver';
import { resolveForm } from './test-kit';

const schema = z.object({
  name: z.string().trim().min(1).max(8),
  code: z.string().regex(/^\d+$/, 'withdraw.problems.sixDigits'),
});

describe('schemaResolver', () => {
  it('gives the parsed values when nothing is wrong', async () => {
    expect(await resolveForm(schemaResolver(schema), { name: ' ana ', code: '12' })).toEqual({
      values: { name: 'ana', code: '12' },
      problems: {},
    });
  });

  it("says an empty value with the form's own problem, anything else as invalid", async () => {
    expect(await resolveForm(schemaResolver(schema), { name: '  ', code: '1' })).toEqual({
      values: null,
      problems: { name: 'required' },
    });
    const withdraw = schemaResolver(schema, { required: 'withdraw.problems.required' });
    expect((await resolveForm(withdraw, { name: '', code: '1' })).problems).toEqual({
      name: 'withdraw.problems.required',
    });
    expect((await resolveForm(withdraw, { name: 'a-long-name', code: '1' })).problems).toEqual({
      name: 'invalid',
    });
  });

  it('says a refused value the way the form asks', async () => {
    const code = z.object({
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/),
    });
    const resolver = schemaResolver(code, {
      required: 'recovery.rules.required',
      invalid: 'recovery.rules.sixDigits',
    });
    expect((await resolveForm(resolver, { code: ' ' })).problems).toEqual({
      code: 'recovery.rules.required',
    });
    expect((await resolveForm(resolver, { code: '12' })).problems).toEqual({
      code: 'recovery.rules.sixDigits',
    });
  });

  it('says the problems of some fields their own way', async () => {
    const login = z.object({ name: z.string().trim().min(1).max(8), code: z.string().min(1) });
    const resolver = schemaResolver(login, {
      required: 'login.notEmpty',
      requiredBy: { code: 'errors.VERIFICATION_CODE_INVALID' },
      invalidBy: { name: 'login.tooLong' },
    });
    expect((await resolveForm(resolver, { name: '', code: '' })).problems).toEqual({
      name: 'login.notEmpty',
      code: 'errors.VERIFICATION_CODE_INVALID',
    });
    expect((await resolveForm(resolver, { name: 'a-long-name', code: '1' })).problems).toEqual({
      name: 'login.tooLong',
    });
  });

  it("keeps the schema's own problem text", async () => {
    expect((await resolveForm(schemaResolver(schema), { name: 'a', code: 'x' })).problems).toEqual({
      code: 'withdraw.problems.sixDigits',
    });
  });
});
