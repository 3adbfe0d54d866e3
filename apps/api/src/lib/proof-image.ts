import { ErrorCode, PROOF_IMAGE_MAX_BYTES } from '@sorteo/shared';
import type { FastifyReply } from 'fastify';
import { AppError } from './errors.js';

export type ProofImage = { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** An image is more than its signature. */
const startsWith = (bytes: Buffer, magic: Buffer) =>
  bytes.length > magic.length && bytes.subarray(0, magic.length).equals(magic);

export const proofImageInvalid = (
  message = 'The proof must be a PNG or JPEG image of at most 5 MB',
) => new AppError(400, ErrorCode.ProofImageInvalid, message, { field: 'proof' });

/**
 * The image's type from its first bytes, whatever name or type the upload claimed, so a
 * script renamed `.png` is never kept nor served back as an image.
 */
export function proofImage(bytes: Buffer): ProofImage {
  if (bytes.length === 0) throw proofImageInvalid('The proof image is empty');
  if (bytes.length > PROOF_IMAGE_MAX_BYTES) {
    throw proofImageInvalid('The proof image is larger than 5 MB');
  }
  if (startsWith(bytes, PNG)) return { contentType: 'image/png', bytes };
  if (startsWith(bytes, JPEG)) return { contentType: 'image/jpeg', bytes };
  throw proofImageInvalid('The proof must be a PNG or JPEG image');
}

/** Shows a kept proof to an operator: as the image it was checked to be, never cached. */
export function sendProofImage(reply: FastifyReply, proof: { contentType: string; bytes: Buffer }) {
  return reply
    .header('content-type', proof.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(proof.bytes);
}
