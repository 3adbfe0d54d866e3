import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { cockfightPage } from './cockfight-page.js';
import { fishPage } from './fish-page.js';
import { matchPage } from './match-page.js';
import { roulettePage } from './roulette-page.js';
import { pageLanguages, type PageOptions } from './sandbox-page-shell.js';
import { showdownPage } from './showdown-page.js';
import { slotPage } from './slot-page.js';

const pages: Record<string, (options: PageOptions) => string> = {
  slot: (o) => slotPage({ ...o, reels: 3, rows: 1, lines: 1, symbols: ['seven', 'bar'] }),
  roulette: roulettePage,
  cockfight: cockfightPage,
  showdown: showdownPage,
  fish: fishPage,
  football: (o) => matchPage({ ...o, sport: 'football' }),
  esports: (o) => matchPage({ ...o, sport: 'esports' }),
};

const scriptOf = (html: string) => {
  const scripts = [...html.matchAll(/<script nonce="n0nce">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return scripts[0]![1]!;
};

/** The shape of a page's words: every key, nested, sorted. */
const keysOf = (value: unknown, path = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, `${path}.${k}`))
    : [path];

const bootOf = (html: string) =>
  JSON.parse(/const boot = (\{.*?\});\n/s.exec(scriptOf(html))![1]!) as Record<string, unknown>;

describe('the sandbox game pages', () => {
  it.each(Object.keys(pages))(
    'the %s page is whole in every language, its script valid',
    (name) => {
      const words: Record<string, string[]> = {};
      for (const language of pageLanguages) {
        for (const token of [null, 'launch-token']) {
          const html = pages[name]!({
            title: 'A <game> & co',
            vendor: 'SBX',
            gameCode: 'CODE',
            language,
            token,
            ticket: null,
            currency: 'VND',
            nonce: 'n0nce',
          });
          expect(html).toContain(`<html lang="${language}">`);
          expect(html).toContain('<title>A &#60;game&#62; &#38; co</title>');
          const markup = html.replace(/<script[\s\S]*?<\/script>/, '');
          expect(markup).not.toMatch(/undefined|\[object Object\]/);
          // Demo play says so; real play does not.
          expect(html.includes('class="demo"')).toBe(token === null);
          for (const id of ['balance', 'message']) expect(html).toContain(`id="${id}"`);
          expect(() => new Script(scriptOf(html))).not.toThrow();
          const boot = bootOf(html);
          words[language] = keysOf({ texts: boot.texts, sport: boot.sportTexts }).sort();
        }
      }
      // Every language says everything English says.
      for (const language of pageLanguages) expect(words[language]).toEqual(words.en);
    },
  );
});
