import { PROOF_IMAGE_MAX_BYTES } from '@sorteo/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { proofImage } from './proof-image.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size: number) => Buffer.concat([Buffer.from(PNG), Buffer.alloc(size - 8, 7)]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 9)]);

function refusal(bytes: Buffer) {
  try {
    proofImage(bytes);
  } catch (error) {
    return error as AppError;
  }
  throw new Error('the image was taken');
}

describe('proofImage', () => {
  it('names the type from the bytes', () => {
    expect(proofImage(png(64)).contentType).toBe('image/png');
    expect(proofImage(jpeg)).toEqual({ contentType: 'image/jpeg', bytes: jpeg });
  });

  it('takes an image of exactly the limit', () => {
    expect(proofImage(png(PROOF_IMAGE_MAX_BYTES)).contentType).toBe('image/png');
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['a bare PNG signature', Buffer.from(PNG)],
    ['a GIF', Buffer.from('GIF89a-not-allowed')],
    ['an SVG', Buffer.from('<svg></svg>')],
    ['a script', Buffer.from('<script>alert(1)</script>')],
    ['an image over the limit', png(PROOF_IMAGE_MAX_BYTES + 1)],
  ])('refuses %s as PROOF_IMAGE_INVALID on the proof field', (_, bytes) => {
    const error = refusal(bytes);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'PROOF_IMAGE_INVALID',
      value: { field: 'proof' },
    });
  });
});
