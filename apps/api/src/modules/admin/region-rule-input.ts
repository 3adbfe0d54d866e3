import { isIsoCountryCode, maintenanceInputSchema, regionRuleInputSchema } from '@sorteo/shared';
import { isIpOrCidr } from '../../lib/ip.js';

/** The contract's shape plus the checks that need the server's IP parser. */
export const regionRuleBody = regionRuleInputSchema.superRefine((rule, ctx) => {
  if (rule.kind === 'COUNTRY' && !isIsoCountryCode(rule.value.toUpperCase())) {
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: 'must be an ISO 3166-1 alpha-2 country code',
    });
  }
  if (rule.kind === 'IP' && !isIpOrCidr(rule.value)) {
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: 'must be an IP address or CIDR block',
    });
  }
});

export const maintenanceBody = maintenanceInputSchema.superRefine((input, ctx) => {
  input.allowList.forEach((entry, i) => {
    if (!isIpOrCidr(entry)) {
      ctx.addIssue({
        code: 'custom',
        path: ['allowList', i],
        message: 'must be an IP address or CIDR block',
      });
    }
  });
});
