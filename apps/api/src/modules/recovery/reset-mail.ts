import { languageCodes, type LanguageCode } from '@sorteo/shared';

export type ResetMailInput = {
  merchantName: string;
  account: string;
  link: string;
  validMinutes: number;
};

type Wording = {
  subject: (i: ResetMailInput) => string;
  greeting: (i: ResetMailInput) => string;
  body: (i: ResetMailInput) => string;
  action: string;
  ignore: string;
};

const wordings: Record<LanguageCode, Wording> = {
  es: {
    subject: (i) => `${i.merchantName}: restablece tu contraseña`,
    greeting: (i) => `Hola, ${i.account}:`,
    body: (i) =>
      `Recibimos una solicitud para restablecer la contraseña de tu cuenta. El enlace sirve una sola vez y caduca en ${i.validMinutes} minutos.`,
    action: 'Elegir una contraseña nueva',
    ignore: 'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
  },
  en: {
    subject: (i) => `${i.merchantName}: reset your password`,
    greeting: (i) => `Hello ${i.account},`,
    body: (i) =>
      `We received a request to reset your account's password. The link works once and expires in ${i.validMinutes} minutes.`,
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  zh: {
    subject: (i) => `${i.merchantName}：重置您的密码`,
    greeting: (i) => `${i.account}，您好：`,
    body: (i) =>
      `我们收到了重置您账户密码的请求。该链接只能使用一次，${i.validMinutes} 分钟后失效。`,
    action: '设置新密码',
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
  pt: {
    subject: (i) => `${i.merchantName}: redefina sua senha`,
    greeting: (i) => `Olá, ${i.account}:`,
    body: (i) =>
      `Recebemos um pedido para redefinir a senha da sua conta. O link funciona uma única vez e expira em ${i.validMinutes} minutos.`,
    action: 'Escolher uma nova senha',
    ignore: 'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The reset mail in the merchant's default language; Spanish when it is not one we write. */
export function resetMail(language: string, input: ResetMailInput) {
  const w =
    wordings[
      (languageCodes as readonly string[]).includes(language) ? (language as LanguageCode) : 'es'
    ];
  const lines = [
    w.greeting(input),
    '',
    w.body(input),
    '',
    `${w.action}: ${input.link}`,
    '',
    w.ignore,
  ];
  const html = [
    `<p>${escapeHtml(w.greeting(input))}</p>`,
    `<p>${escapeHtml(w.body(input))}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(w.action)}</a></p>`,
    `<p>${escapeHtml(input.link)}</p>`,
    `<p>${escapeHtml(w.ignore)}</p>`,
  ].join('\n');
  return { subject: w.subject(input), text: lines.join('\n'), html };
}
