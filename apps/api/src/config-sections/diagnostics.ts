import { z } from 'zod';
import { isIpOrCidr } from '../lib/ip.js';

/**
 * Who may read the API document (`/docs`, `/docs/json`) and the metrics (`/metrics`). They
 * name every route and the process's internals, so a production site shows them only to
 * operators and to the addresses of its monitoring.
 */
export const diagnosticsEnv = z.object({
  /** open: anyone; restricted: operators and DIAGNOSTICS_ALLOW. Production defaults to restricted. */
  DIAGNOSTICS_ACCESS: z.enum(['open', 'restricted']).optional(),
  /** Addresses (IPs or CIDR blocks, comma-separated) that may read them when restricted. */
  DIAGNOSTICS_ALLOW: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(isIpOrCidr, 'each entry must be an IP or CIDR block'))),
});

export type DiagnosticsConfig = Readonly<{
  restricted: boolean;
  allow: readonly string[];
}>;

export function diagnosticsConfig(
  env: z.infer<typeof diagnosticsEnv> & { NODE_ENV?: string | undefined },
): DiagnosticsConfig {
  const access = env.DIAGNOSTICS_ACCESS ?? (env.NODE_ENV === 'production' ? 'restricted' : 'open');
  return Object.freeze({
    restricted: access === 'restricted',
    allow: Object.freeze([...env.DIAGNOSTICS_ALLOW]),
  });
}
