import { describe, expect, it } from 'vitest';
import en from '../locales/en/index';
import es from '../locales/es/index';
import { textsOf } from '../locales/texts-of';
import {
  fieldRuleMessage,
  fillBounds,
  renderFieldRuleMessage,
  type RuleBounds,
  type RuleProblem,
} from './field-rule-messages';

/** What the visitor reads under a field labelled `label`. */
function say(problem: RuleProblem, bounds?: RuleBounds, label = '', language: unknown = en) {
  const { t, has } = textsOf(language);
  return renderFieldRuleMessage(t, fieldRuleMessage(problem, bounds, has), label);
}

const password = { min: 6, max: 64 };

describe('SPEC §5 texts of field problems', () => {
  it('says "<label> not empty" for an empty required field, in the visitor language', () => {
    expect(say({ rule: 'required' }, undefined, 'Nombre de usuario', es)).toBe(
      'Nombre de usuario: no puede estar vacío',
    );
    expect(say({ rule: 'required' }, undefined, 'Username')).toBe('Username cannot be empty');
  });

  it("fills (min) and (max) of reg_pattern_{patternId} with the merchant's bounds", () => {
    expect(say({ rule: 'reg_pattern_USERNAME' }, { min: 6, max: 16 }, '', es)).toBe(
      '6 - 16 caracteres: empieza por una letra y sigue con letras o dígitos',
    );
    expect(say({ rule: 'reg_pattern_NO_SPACES' }, password)).toBe('6 - 64 characters, no spaces');
  });

  it('says the one number when min equals max', () => {
    expect(say({ rule: 'reg_pattern_DIGITS' }, { min: 6, max: 6 }, '', es)).toBe(
      '6 caracteres: solo dígitos',
    );
  });

  it('says "inconsistent twice" when the confirmation differs', () => {
    expect(say({ rule: 'mismatch' })).toBe('The two passwords do not match');
  });

  it('falls back to a generic pattern text for a pattern id without one', () => {
    expect(say({ rule: 'reg_pattern_SHOP_SPECIAL' }, { min: 3, max: 3 })).toBe(
      '3 characters, in the format this site accepts',
    );
  });

  it('does not make up bounds it does not know', () => {
    expect(say({ rule: 'reg_pattern_NO_SPACES' })).toBe('Please check this entry.');
  });

  it('names the server-only problems in words', () => {
    expect(say({ field: 'username', rule: 'taken' })).toBe('This username is already registered.');
    expect(say({ field: 'mobileNum', rule: 'taken' })).toBe(
      'This mobile number is already registered.',
    );
    expect(say({ field: 'email', rule: 'taken' })).toBe('This is already registered.');
    expect(say({ field: 'affiliateCode', rule: 'unknown' })).toBe('This code is not valid.');
    expect(say({ field: 'newPassword', rule: 'weak_default' })).toBe(
      'Choose a password of your own.',
    );
    expect(say({ field: 'nickname', rule: 'not_allowed' })).toBe('This entry is not accepted.');
    expect(say({ field: 'email', rule: 'something_new' })).toBe('Please check this entry.');
  });
});

describe('fillBounds', () => {
  it('replaces the range by one number only when both ends are equal', () => {
    expect(fillBounds('(min) - (max) chars', 4, 8)).toBe('4 - 8 chars');
    expect(fillBounds('(min) - (max) chars', 6, 6)).toBe('6 chars');
    expect(fillBounds('at least (min), at most (max)', 6, 6)).toBe('at least 6, at most 6');
  });
});
