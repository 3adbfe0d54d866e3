import type { RegisterSmsAnswer, RegisterSmsRequest } from '@sorteo/shared';
import { phoneEndpoints } from '@sorteo/shared/contract/phone-endpoints';
import { call } from '../../../lib/api-client';
import type { RegisterMode } from '../lib/register-fields';

const smsCalls = {
  username: phoneEndpoints.registerSms,
  mobile: phoneEndpoints.registerSmsMobile,
} satisfies Record<RegisterMode, unknown>;

/** POST /wps/verification/sms/register(/mobile): sends the registration code to the number. */
export function sendRegisterSms(
  mode: RegisterMode,
  request: RegisterSmsRequest,
): Promise<RegisterSmsAnswer> {
  return call(smsCalls[mode], { body: request });
}
