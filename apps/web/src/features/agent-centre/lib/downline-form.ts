import { createDownlineRequestSchema } from '@sorteo/shared/contract/agent-centre';
import { checkConfirmation } from '../../../lib/form-rules';

/**
 * The open-a-downline form: the shared schema of the call, and the confirmation the web
 * checks before sending. The merchant's username and password rules are the server's to
 * apply (SPEC §5).
 */
export const downlineFormSchema = createDownlineRequestSchema.superRefine((values, ctx) =>
  checkConfirmation(ctx, 'confirmPassword', values.password, values.confirmPassword),
);

export const emptyDownline = {
  username: '',
  password: '',
  confirmPassword: '',
  type: 0,
} as const;
