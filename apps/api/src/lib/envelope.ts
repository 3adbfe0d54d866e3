import { errorEnvelopeSchema, okEnvelope } from '@sorteo/shared';
import type { z } from 'zod';

export const ok = <T>(value: T) => ({ success: true as const, value });

/** Response schemas of a route: its success value, and the error envelope for the docs. */
export function replies<T extends z.ZodType>(value: T) {
  return { 200: okEnvelope(value), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
}
