import { ErrorCode, DEPOSIT_PROOF_MAX_BYTES } from '@sorteo/shared';
import { AppError } from '../../lib/errors.js';

export type ProofImage = { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export const proofImageInvalid = (message: string) =>
  new AppError(400, ErrorCode.ProofImageInvalid, message, { field: 'proof' });

/**
 * The image's type from its first bytes, whatever name or type the browser gave it, so a
 * script renamed `.png` is never kept nor served back as an image.
 */
export function proofImage(bytes: Buffer): ProofImage {
  if (bytes.length === 0) throw proofImageInvalid('The proof image is empty');
  if (bytes.length > DEPOSIT_PROOF_MAX_BYTES) {
    throw proofImageInvalid('The proof image is larger than 5 MB');
  }
  if (bytes.subarray(0, PNG.length).equals(PNG)) return { contentType: 'image/png', bytes };
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return { contentType: 'image/jpeg', bytes };
  throw proofImageInvalid('The proof must be a PNG or JPEG image');
}
