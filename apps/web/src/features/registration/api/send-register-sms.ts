import type { RegisterSmsAnswer, RegisterSmsRequest } from '@sorteo/shared';
import { apiPost } from '../../../lib/api-client';
import type { RegisterMode } from '../lib/register-fields';

const smsPaths: Record<RegisterMode, string> = {
  username: '/wps/verification/sms/register',
  mobile: '/wps/verification/sms/register/mobile',
};

/** POST /wps/verification/sms/register(/mobile): sends the registration code to the number. */
export function sendRegisterSms(
  mode: RegisterMode,
  request: RegisterSmsRequest,
): Promise<RegisterSmsAnswer> {
  return apiPost<RegisterSmsAnswer>(smsPaths[mode], request);
}
