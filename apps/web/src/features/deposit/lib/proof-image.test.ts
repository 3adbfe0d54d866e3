import { describe, expect, it } from 'vitest';
import { checkProofFile, checkProofImage } from './proof-image';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const gif = new TextEncoder().encode('GIF89a....');
const MB = 1024 * 1024;

describe('checkProofImage', () => {
  it('takes PNG and JPEG images up to 5 MB', () => {
    expect(checkProofImage(2_000, png)).toBeNull();
    expect(checkProofImage(5 * MB, jpeg)).toBeNull();
  });

  it('refuses other files by their bytes, whatever their name says', () => {
    expect(checkProofImage(2_000, gif)).toBe('type');
    expect(checkProofImage(2_000, new TextEncoder().encode('%PDF-1.7'))).toBe('type');
    expect(checkProofImage(0, new Uint8Array())).toBe('type');
  });

  it('refuses an image over 5 MB', () => {
    expect(checkProofImage(5 * MB + 1, png)).toBe('size');
  });

  it('reads the first bytes of a real file', async () => {
    expect(await checkProofFile(new Blob([png]))).toBeNull();
    expect(await checkProofFile(new Blob([gif]))).toBe('type');
  });
});
