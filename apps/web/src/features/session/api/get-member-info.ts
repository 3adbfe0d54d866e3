import type { MemberInfo } from '@sorteo/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/member/info (session). */
export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return apiGet<MemberInfo>('/wps/member/info', { signal });
}
