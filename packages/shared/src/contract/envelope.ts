import { z } from 'zod';
import { decimal } from './decimal.js';
import { errorCodes } from './error-codes.js';

/** `{ success: true, value }` — every successful answer of the API. */
export const okEnvelope = <T extends z.ZodType>(value: T) =>
  z.object({ success: z.literal(true), value });

/** The field at fault in a 400: dotted path and the rule it broke. */
export const fieldIssueSchema = z.object({
  field: z.string(),
  rule: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** `{ success: false, code, message, value? }` — every failed answer of the API. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes),
  message: z.string(),
  value: z
    .object({ field: z.string().optional(), issues: z.array(fieldIssueSchema).optional() })
    .catchall(z.unknown())
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const pageQuerySchema = z.object({
  pageNo: decimal(z.number().int().min(1)).default(1),
  pageSize: decimal(z.number().int().min(1).max(100)).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list: `{ content, pageNo, pageSize, total, totalPages }`. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
export type Page<T> = {
  content: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

/** Instants travel as epoch milliseconds (UTC); the web formats them in the merchant zone. */
export const epochMs = z.number().int();
