import { ErrorCode } from '@sorteo/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { proofImageInvalid } from './proof-image.js';

export type ProofForm = { fields: Record<string, unknown>; proof: Buffer | null };

/** @fastify/multipart's codes for a file over the size limit, or one file too many. */
const tooMuch = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT']);

/**
 * The text fields of a multipart request and its one `proof` file (not yet checked as an
 * image). Any other file, a second file or one over the route's limit is refused before
 * anything is written.
 */
export async function readProofForm(request: FastifyRequest): Promise<ProofForm> {
  const fields: Record<string, unknown> = {};
  let proof: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'proof') throw proofImageInvalid('Only a proof image may be sent');
      proof = bytes;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && tooMuch.has(code)) {
      throw proofImageInvalid('Send one proof image of at most 5 MB');
    }
    // Whatever else the parser throws (no boundary, a body cut short, a broken part header)
    // is the client's malformed body, not a fault of ours.
    throw malformedForm(error);
  }
  return { fields, proof };
}

function malformedForm(error: unknown): AppError {
  const detail = error instanceof Error ? error.message : 'unreadable';
  return new AppError(400, ErrorCode.ValidationFailed, `body: malformed multipart form`, {
    field: 'body',
    issues: [{ field: 'body', rule: 'multipart', message: detail }],
  });
}
