import { describe, expect, it } from 'vitest';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { resolveForm } from '../../../components/ui/form/test-kit';
import { stepUpFormSchema, stepUpProblems } from './step-up-schema';

const resolve = (method: 'sms' | 'totp', code: string) =>
  resolveForm(schemaResolver(stepUpFormSchema(method), stepUpProblems), { code });

describe('the step-up code', () => {
  it('is asked for, and sent trimmed', async () => {
    expect((await resolve('sms', ' ')).problems).toEqual({ code: 'recovery.rules.required' });
    expect((await resolve('sms', ' 1234 ')).values).toEqual({ code: '1234' });
  });

  it("is six digits when it is the authenticator app's", async () => {
    expect((await resolve('totp', '12')).problems).toEqual({ code: 'recovery.rules.sixDigits' });
    expect((await resolve('totp', '123456')).problems).toEqual({});
  });
});
