import type { MemberInfo } from '@sorteo/shared';
import { membersRoutes } from '@sorteo/shared/contract/members-routes';
import { call } from '../../../lib/api-client';

/** GET /wps/member/info (session). */
export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return call(membersRoutes.memberInfo, {}, { signal });
}
