import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { skipStartupPopup, visitFrom } from '../fixtures';
import { SiteApi, type Player } from './site-api';

/** A new player of its own address, signed in by the API: the browser then opens the site. */
export async function newSignedInPlayer(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  page: Page,
): Promise<{ api: SiteApi; player: Player; token: string }> {
  const ip = `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}`;
  const api = await SiteApi.open(playwright, baseURL, ip);
  const player = await api.registerPlayer();
  const token = await api.login(player.username, player.password);
  await skipStartupPopup(page);
  await visitFrom(page, ip);
  return { api, player, token };
}

/** Opens `path` signed in: a token in the address logs the visit in and leaves the address. */
export async function openSignedIn(page: Page, path: string, token: string): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}token=${encodeURIComponent(token)}`);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `size`×`size` pixels in one colour: a transfer receipt as far as anyone checks. */
export function receiptPng(size = 24): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x3c)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
