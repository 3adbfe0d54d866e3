import { z } from 'zod';
import {
  changePasswordRequestSchema,
  emailResetRequestSchema,
  phoneResetRequestSchema,
  resetByLinkRequestSchema,
  type FieldRule,
} from '@sorteo/shared';
import { checkConfirmation, checkMerchantRule } from '../../../lib/form-rules';

/**
 * The recovery forms' schemas: the shared schema of each call, with what the web checks
 * before sending (SPEC §5): the merchant's rule of each field, and the confirmation.
 */

type NewPassword = { newPassword: string; confirmNewPassword?: string };

const newPasswordChecks =
  (passwordRule: FieldRule | undefined) => (values: NewPassword, ctx: z.RefinementCtx) => {
    checkMerchantRule(ctx, 'newPassword', passwordRule, values.newPassword);
    if (values.confirmNewPassword !== undefined) {
      checkConfirmation(ctx, 'confirmNewPassword', values.newPassword, values.confirmNewPassword);
    }
  };

/** Change password; the current one is asked only when it is not known already. */
export function changePasswordFormSchema(askOld: boolean, passwordRule?: FieldRule) {
  const { oldPassword } = changePasswordRequestSchema.shape;
  return changePasswordRequestSchema
    .extend({ oldPassword: askOld ? oldPassword.unwrap() : z.string() })
    .superRefine(newPasswordChecks(passwordRule));
}

/** The new password of an e-mailed link (the token comes from the link, not the form). */
export function resetLinkFormSchema(passwordRule?: FieldRule) {
  return resetByLinkRequestSchema
    .omit({ token: true })
    .superRefine(newPasswordChecks(passwordRule));
}

/** Forgot by e-mail: the account and its e-mail, by the merchant's rules. */
export function emailResetFormSchema(rules: { username?: FieldRule; email?: FieldRule }) {
  return emailResetRequestSchema.superRefine((values, ctx) => {
    checkMerchantRule(ctx, 'username', rules.username, values.username);
    checkMerchantRule(ctx, 'email', rules.email, values.email);
  });
}

/** The dialling code as typed: a leading '+' is the prefix the field already shows. */
export const dialCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.replace(/^\+/, ''))
  .pipe(
    z
      .string()
      .min(1)
      .regex(/^\d{1,4}$/, 'recovery.rules.dialCode'),
  );

/** The number is checked by the merchant's rule rather than the API's plain digits. */
export const mobileSchema = z.string().trim().min(1);

/** Forgot by phone: the number, the SMS code and the new password. */
export function phoneResetFormSchema(rules: { mobileNum?: FieldRule; password?: FieldRule }) {
  return phoneResetRequestSchema
    .extend({ countryDialingCode: dialCodeSchema, mobileNum: mobileSchema })
    .superRefine((values, ctx) => {
      checkMerchantRule(ctx, 'mobileNum', rules.mobileNum, values.mobileNum);
      newPasswordChecks(rules.password)(values, ctx);
    });
}
