import type { MemberInfo } from './auth.js';
import { route } from './route.js';

/** The routes of `membersEndpoints` the first page calls, without zod or the schemas. */
export const membersRoutes = {
  logout: route<{ response: null }>()('DELETE', '/wps/session/logout'),
  memberInfo: route<{ response: MemberInfo }>()('GET', '/wps/member/info'),
};
