import { describe, expect, it } from 'vitest';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { resolveForm } from '../../../components/ui/form/test-kit';
import { downlineFormSchema, emptyDownline } from './downline-form';

const filled = {
  username: ' ana01 ',
  password: 'secret12',
  confirmPassword: 'secret12',
  type: 2 as 0 | 2,
};
const resolve = (values: typeof filled) => resolveForm(schemaResolver(downlineFormSchema), values);

describe('the open-a-downline form', () => {
  it('sends the trimmed name with the passwords and the type', async () => {
    expect(await resolve(filled)).toEqual({
      values: { username: 'ana01', password: 'secret12', confirmPassword: 'secret12', type: 2 },
      problems: {},
    });
  });

  it('asks for every field', async () => {
    expect((await resolve({ ...emptyDownline, username: '  ' })).problems).toEqual({
      username: 'required',
      password: 'required',
      confirmPassword: 'required',
    });
  });

  it('refuses two different passwords on the confirmation', async () => {
    expect((await resolve({ ...filled, confirmPassword: 'secret13' })).problems).toEqual({
      confirmPassword: 'mismatch',
    });
  });
});
