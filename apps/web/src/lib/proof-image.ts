import { PROOF_IMAGE_MAX_BYTES } from '@sorteo/shared';

export type ProofImageProblem = 'empty' | 'tooLarge' | 'notImage';

const signatures = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
];

/**
 * Whether the first bytes and the size make a proof the server will take: a PNG or JPG
 * (told by its signature, so a renamed file is still refused) of at most 5 MB.
 */
export function proofImageProblem(head: Uint8Array, size: number): ProofImageProblem | null {
  if (size === 0) return 'empty';
  if (size > PROOF_IMAGE_MAX_BYTES) return 'tooLarge';
  const matches = signatures.some((signature) => signature.every((byte, i) => head[i] === byte));
  return matches ? null : 'notImage';
}

/** Reads only the signature bytes of a chosen file and checks it. */
export async function checkProofImage(file: Blob): Promise<ProofImageProblem | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return proofImageProblem(head, file.size);
}
