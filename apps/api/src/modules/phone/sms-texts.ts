import type { LanguageCode } from '@sorteo/shared';

type CodeText = { brand: string; code: string; minutes: number };

const codeTexts: Record<LanguageCode, (t: CodeText) => string> = {
  es: (t) => `${t.brand}: tu código es ${t.code}, válido ${t.minutes} minutos`,
  en: (t) => `${t.brand}: your code is ${t.code}, valid ${t.minutes} minutes`,
  zh: (t) => `${t.brand}：您的验证码是 ${t.code}，${t.minutes} 分钟内有效`,
  pt: (t) => `${t.brand}: seu código é ${t.code}, válido por ${t.minutes} minutos`,
};

/** The text that carries a verification code, in the reader's language. */
export function codeText(language: LanguageCode, text: CodeText): string {
  return codeTexts[language](text);
}
