import { ErrorCode, PROOF_IMAGE_MAX_BYTES } from '@sorteo/shared';
import { AppError } from '../../lib/errors.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  bytes.length > magic.length && magic.every((b, i) => bytes[i] === b);

export const proofImageInvalid = () =>
  new AppError(400, ErrorCode.ProofImageInvalid, 'The proof must be a PNG or JPG of at most 5 MB', {
    field: 'proof',
  });

/** The image's type from its first bytes, whatever name or type the upload claimed. */
export function proofContentType(bytes: Uint8Array): 'image/png' | 'image/jpeg' {
  if (bytes.length > PROOF_IMAGE_MAX_BYTES) throw proofImageInvalid();
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  throw proofImageInvalid();
}
