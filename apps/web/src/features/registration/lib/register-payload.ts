import type { RegisterRequest, RegisterSettings } from '@sorteo/shared';
import type { ShownField } from './register-fields';
import type { FormValues } from './register-form-schema';

/** Everything of the register call but the bot token, which the slider earns next. */
export type PreparedSubmit = {
  payload: Omit<RegisterRequest, 'botToken'>;
  /** The invitation code typed in the form, checked before the bot check (SPEC §4). */
  invitationCode?: string;
  /** The typed code to trade for the phone-auth service's token before registering. */
  phoneAuthCode?: string;
};

export type PayloadParts = {
  /** The rule-checked fields (see `collectFields`). */
  fields: FormValues;
  shown: readonly ShownField[];
  /** What was typed in the fields checked by their own step. */
  values: FormValues;
  countryDialingCode: string;
  captchaId: string | null;
  phoneVerification: RegisterSettings['phoneVerification'];
  page: { href: string; host: string };
};

const URL_MAX = 2048;
const HOST_MAX = 255;

/** The register call's body (SPEC §3 "Registration user") and what runs before it (§4). */
export function prepareSubmit(parts: PayloadParts): PreparedSubmit {
  const shows = (field: string) => parts.shown.some((s) => s.field === field);
  const payload: PreparedSubmit['payload'] = {
    ...parts.fields,
    login: true,
    registerUrl: parts.page.href.slice(0, URL_MAX),
    domain: parts.page.host.slice(0, HOST_MAX),
    registerMethod: 'WEB',
  };
  const prepared: PreparedSubmit = { payload };
  if (parts.fields.mobileNum) payload.countryDialingCode = parts.countryDialingCode;
  // The code goes as typed (SPEC §5: inputs are trimmed, verification codes are not).
  const code = shows('verificationCode') ? parts.values.verificationCode : undefined;
  if (code && parts.phoneVerification === 'firebase') prepared.phoneAuthCode = code;
  else if (code) payload.verificationCode = code;
  if (shows('captcha') && parts.captchaId) {
    payload.captchaId = parts.captchaId;
    payload.captcha = parts.values.captcha?.trim() ?? '';
  }
  if (shows('affiliateCode') && parts.fields.affiliateCode) {
    prepared.invitationCode = parts.fields.affiliateCode;
  }
  return prepared;
}
