import { PROOF_IMAGE_MAX_BYTES } from '@sorteo/shared';

export type ProofProblem = 'type' | 'size';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/**
 * Whether a chosen file may go as the transfer's proof: a PNG or JPEG of at most 5 MB, told
 * by its first bytes (a renamed file is still refused), as the server checks it.
 */
export function checkProofImage(size: number, head: Uint8Array): ProofProblem | null {
  if (!startsWith(head, PNG) && !startsWith(head, JPEG)) return 'type';
  if (size > PROOF_IMAGE_MAX_BYTES) return 'size';
  return null;
}

export async function checkProofFile(file: Blob): Promise<ProofProblem | null> {
  const head = new Uint8Array(await file.slice(0, PNG.length).arrayBuffer());
  return checkProofImage(file.size, head);
}
