import { describe, expect, it } from 'vitest';
import type { FieldRule } from '@sorteo/shared';
import en from '../../../locales/en/index';
import es from '../../../locales/es/index';
import { textsOf } from '../../../locales/texts-of';
import { problemText, type ProblemSubject } from './problem-text';

const password: FieldRule = {
  field: 'password',
  patternId: 'NO_SPACES',
  acceptedPattern: '^\\S+$',
  minLength: 6,
  maxLength: 64,
  enabled: true,
  required: true,
};

function say(problem: string, subject: ProblemSubject, language: unknown = es) {
  const { t, has } = textsOf(language);
  return problemText(problem, subject, t, has);
}

describe('the text of a form problem', () => {
  it('says a rule id as SPEC §5 does, with the field label', () => {
    expect(say('required', { label: 'Nueva contraseña' })).toBe(
      'Nueva contraseña: no puede estar vacío',
    );
    expect(say('mismatch', { label: 'x' })).toBe('Las dos contraseñas no coinciden');
    expect(say('taken', { label: 'Usuario', field: 'username' })).toBe(
      'Este nombre de usuario ya está registrado.',
    );
    expect(say('weak_default', { label: 'x' })).toBe('Elige una contraseña propia.');
  });

  it("fills a pattern's bounds from the field's own merchant rule only", () => {
    expect(say('reg_pattern_NO_SPACES', { label: 'x', rule: password }, en)).toBe(
      '6 - 64 characters, no spaces',
    );
    expect(say('reg_pattern_NO_SPACES', { label: 'x' })).toBe('Revisa este dato.');
    expect(say('reg_pattern_DIGITS', { label: 'x', rule: password })).toBe('Revisa este dato.');
  });

  it('says a text key as it is', () => {
    expect(say('withdraw.problems.bankCardNumber', { label: 'x' })).toContain('de 8 a 19 dígitos');
    expect(say('errors.OLD_PASSWORD_INCORRECT', { label: 'x' })).toBe(
      'La contraseña actual no es correcta.',
    );
  });

  it('never shows a message meant for developers', () => {
    expect(say('a bank card number is 8-19 digits.', { label: 'x' })).toBe('Revisa este dato.');
    expect(say('invalid', { label: 'x' })).toBe('Revisa este dato.');
  });
});
