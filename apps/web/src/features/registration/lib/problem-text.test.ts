import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/index';
import es from '../../../locales/es/index';
import { fillBounds, problemText, renderProblem, type Translate } from './problem-text';
import { defaultRules } from './test-rules';
import { validateFields } from './validate-fields';
import { rulesForMode, shownFields } from './register-fields';
import { settings } from './test-rules';

type Tree = { [key: string]: string | Tree };

/** The texts of one language, read the way i18next reads them. */
function textsOf(tree: unknown) {
  const lookup = (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  const t: Translate = (key, values) => {
    const text = lookup(key);
    if (typeof text !== 'string') throw new Error(`no text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values?.[name] ?? '');
  };
  return { t, has: (key: string) => typeof lookup(key) === 'string' };
}

const rules = defaultRules({ paymentPassword: { enabled: true } });
const ruleOf = (field: string) => rules.find((r) => r.field === field);

/** What the visitor reads under `field` after typing `values` and submitting. */
function messagesFor(values: Record<string, string>, language: unknown = es) {
  const { t, has } = textsOf(language);
  const modeRules = rulesForMode(rules, 'username', settings);
  const shown = shownFields(modeRules, { mode: 'username', settings, affiliateFromAddress: false });
  const problems = validateFields(modeRules, shown, values, {});
  return Object.fromEntries(
    problems.map((p) => [
      p.field,
      renderProblem(t, problemText(p, ruleOf(p.field), has), t(`register.fields.${p.field}`)),
    ]),
  );
}

const good = {
  username: 'lucky777',
  password: 'Secret-pw1',
  confirmPassword: 'Secret-pw1',
  mobileNum: '912345678',
  paymentPassword: '123456',
};

describe('SPEC §5 texts of field problems', () => {
  it('says "<label> not empty" for an empty required field, in the visitor language', () => {
    expect(messagesFor({ ...good, username: '' })).toEqual({
      username: 'Nombre de usuario: no puede estar vacío',
    });
    expect(messagesFor({ ...good, username: '' }, en)).toEqual({
      username: 'Username cannot be empty',
    });
  });

  it('fills (min) and (max) of reg_pattern_{patternId}', () => {
    expect(messagesFor({ ...good, username: '7lucky' })).toEqual({
      username: '6 - 16 caracteres: empieza por una letra y sigue con letras o dígitos',
    });
    expect(messagesFor({ ...good, mobileNum: '12ab5678' }, en)).toEqual({
      mobileNum: '8 - 15 characters: digits only',
    });
  });

  it('says the one number when min equals max', () => {
    expect(messagesFor({ ...good, paymentPassword: '12345' })).toEqual({
      paymentPassword: '6 caracteres: solo dígitos',
    });
  });

  it('says "inconsistent twice" when the confirmation differs', () => {
    expect(messagesFor({ ...good, confirmPassword: 'Secret-pw2' }, en)).toEqual({
      confirmPassword: 'The two passwords do not match',
    });
  });

  it('falls back to a generic pattern text for a pattern id without one', () => {
    const { t, has } = textsOf(en);
    const rule = { ...ruleOf('username')!, patternId: 'SHOP_SPECIAL', minLength: 3, maxLength: 3 };
    const text = problemText({ field: 'username', rule: 'reg_pattern_SHOP_SPECIAL' }, rule, has);
    expect(renderProblem(t, text, 'Username')).toBe(
      '3 characters, in the format this site accepts',
    );
  });

  it('names the server-only problems in words', () => {
    const { t, has } = textsOf(en);
    const say = (field: string, rule: string) =>
      renderProblem(t, problemText({ field, rule }, ruleOf(field), has), field);
    expect(say('username', 'taken')).toBe('This username is already registered.');
    expect(say('mobileNum', 'taken')).toBe('This mobile number is already registered.');
    expect(say('affiliateCode', 'unknown')).toBe('This code is not valid.');
    expect(say('password', 'weak_default')).toBe('Choose a password of your own.');
    expect(say('email', 'something_new')).toBe('Please check this entry.');
  });
});

describe('fillBounds', () => {
  it('replaces the range by one number only when both ends are equal', () => {
    expect(fillBounds('(min) - (max) chars', 4, 8)).toBe('4 - 8 chars');
    expect(fillBounds('(min) - (max) chars', 6, 6)).toBe('6 chars');
    expect(fillBounds('at least (min), at most (max)', 6, 6)).toBe('at least 6, at most 6');
  });
});
