import { describe, expect, it } from 'vitest';
import { errorCodes } from '@sorteo/shared/contract/error-codes';
import { languageCodes } from '@sorteo/shared/contract/constants';
import en from './en/index';
import enFirst from './en/first';
import enRest from './en/rest';
import es from './es/index';
import esFirst from './es/first';
import esRest from './es/rest';
import { mergeFragments } from './merge-fragments';
import pt from './pt/index';
import ptFirst from './pt/first';
import ptRest from './pt/rest';
import zh from './zh/index';
import zhFirst from './zh/first';
import zhRest from './zh/rest';

type Tree = { [key: string]: string | Tree };

/** Every leaf key as a dotted path. */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function lookup(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

const locales = { es, en, zh, pt } as unknown as Record<string, Tree>;
const reference = leafKeys(locales.es!);

describe('locale files', () => {
  it('exist for every language the brand may offer', () => {
    expect(Object.keys(locales).sort()).toEqual([...languageCodes].sort());
  });

  it('load as the first-paint texts and the rest, together the whole language', () => {
    const parts: Record<string, [object, object]> = {
      es: [esFirst, esRest],
      en: [enFirst, enRest],
      zh: [zhFirst, zhRest],
      pt: [ptFirst, ptRest],
    };
    for (const [name, [first, rest]] of Object.entries(parts)) {
      expect(mergeFragments({ first, rest }), name).toEqual(locales[name]);
    }
  });

  for (const [name, tree] of Object.entries(locales)) {
    it(`${name}.json has exactly the keys of es.json`, () => {
      const keys = leafKeys(tree);
      const missing = reference.filter((k) => !keys.includes(k));
      const extra = keys.filter((k) => !reference.includes(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${name}.json has no empty texts and keeps every placeholder`, () => {
      for (const key of reference) {
        const text = lookup(tree, key);
        const source = lookup(locales.es!, key) as string;
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
        expect(placeholders(text as string), key).toEqual(placeholders(source));
      }
    });
  }
});

describe('Spanish register', () => {
  // "usted", its pronouns and the commands that go with it; "su"/"sus" may still name a
  // thing's own ("su licencia") and "que se revise" is no command, so only the forms that
  // can only address the reader count.
  const usted =
    /(?<!\bse )\b(usted|ustedes|ingrese|introduzca|verifique|elija|escriba|haga|inicie|vuelva|apueste|revise|pulse|contacte|consulte|deposite|regístrese|añada|añádalos|fije|juegue|compruebe|seleccione|espere|intente|ha apostado|sus apuestas|su saldo|su navegador|sus selecciones)\b/i;

  it('addresses the player with "tú" in every Spanish text', () => {
    const es = locales.es!;
    const found = reference
      .map((key) => [key, lookup(es, key) as string] as const)
      .filter(([, text]) => usted.test(text));
    expect(found).toEqual([]);
  });
});

describe('error texts', () => {
  for (const [name, tree] of Object.entries(locales)) {
    it(`${name}.json has a text for every API error code`, () => {
      const missing = errorCodes.filter(
        (code) => typeof lookup(tree, `errors.${code}`) !== 'string',
      );
      expect(missing).toEqual([]);
    });
  }
});

describe('fragment merging', () => {
  it('joins areas that share a top-level key', () => {
    expect(mergeFragments({ a: { errors: { A: 'a' } }, b: { errors: { B: 'b' } } })).toEqual({
      errors: { A: 'a', B: 'b' },
    });
  });

  it('refuses a text key given by two fragments', () => {
    expect(() =>
      mergeFragments({ a: { auth: { title: 'x' } }, b: { auth: { title: 'y' } } }),
    ).toThrow(/auth.title repeated in b.json/);
  });
});
