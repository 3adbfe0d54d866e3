import { describe, expect, it } from 'vitest';
import { checkProofImage, proofImageProblem } from './proof-image';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const gif = new TextEncoder().encode('GIF89a....');
const fiveMb = 5 * 1024 * 1024;

describe('proof image', () => {
  it('takes PNG and JPG files up to 5 MB', () => {
    expect(proofImageProblem(png, 1200)).toBeNull();
    expect(proofImageProblem(jpg, fiveMb)).toBeNull();
  });

  it('refuses a file over 5 MB, an empty one, and other formats', () => {
    expect(proofImageProblem(png, fiveMb + 1)).toBe('tooLarge');
    expect(proofImageProblem(new Uint8Array(), 0)).toBe('empty');
    expect(proofImageProblem(gif, 10)).toBe('notImage');
    expect(proofImageProblem(new TextEncoder().encode('%PDF-1.7'), 2000)).toBe('notImage');
  });

  it('judges by content, not by the name a file was given', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const renamed = new File([svg], 'proof.png', { type: 'image/png' });
    expect(await checkProofImage(renamed)).toBe('notImage');
    const real = new File([png], 'receipt.bin', { type: 'application/octet-stream' });
    expect(await checkProofImage(real)).toBeNull();
  });
});
