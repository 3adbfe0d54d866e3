import { passwordPolicySchema } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPasswordPolicy, setPasswordPolicy } from '../merchants/index.js';
import { Can } from '../operators/index.js';
import { registerOperatorSetting } from './operator-routes.js';

/** The merchant's weak default password (SPEC §9), which forces a change at sign-in. */
export const passwordPolicyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperatorSetting(app, {
    path: '/settings/password-policy',
    tag: 'admin: settings',
    body: passwordPolicySchema,
    value: passwordPolicySchema,
    writers: Can.editConfig,
    get: getPasswordPolicy,
    set: setPasswordPolicy,
    setSummary: 'The weak default password: members signing in with it must change it',
  });
};
