import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';

let ctx: TestContext;
let code: string;
let editor: OperatorClient;
beforeAll(async () => {
  ctx = await createTestContext();
  const brand = await createMerchant(ctx.db, {
    defaultLanguage: 'es',
    supportedLanguages: ['es', 'en', 'zh'],
  });
  code = brand.code;
  editor = await asOperator(ctx, brand.id, 'editor');
});
afterAll(() => ctx.close());

const read = async (url: string, language: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { merchant: code, 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('operator content in the reader’s language', () => {
  it('answers an announcement in the reader’s language, its translated HTML cleaned', async () => {
    const created = await editor.post('/admin/announcements', {
      type: 'PU',
      title: 'Protege tu cuenta',
      content: '<p>Nunca compartas tu contraseña.</p>',
      translations: {
        en: {
          title: 'Protect your account',
          content: '<p onclick="steal()">Never share your password.<script>x()</script></p>',
        },
        zh: { title: '保护你的账户' },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value.translations).toEqual({
      en: { title: 'Protect your account', content: '<p>Never share your password.</p>' },
      zh: { title: '保护你的账户' },
    });

    expect((await read('/wps/notice', 'en')).popup).toEqual([
      expect.objectContaining({
        title: 'Protect your account',
        content: '<p>Never share your password.</p>',
      }),
    ]);
    // A text left out of a translation is read as written.
    expect((await read('/wps/notice', 'zh-CN,zh;q=0.9')).popup).toEqual([
      expect.objectContaining({
        title: '保护你的账户',
        content: '<p>Nunca compartas tu contraseña.</p>',
      }),
    ]);
    const page = await read('/wps/notice/announcements?type=PU', 'en');
    expect(page.content[0].title).toBe('Protect your account');
  });

  it('answers help articles and banners in the reader’s language', async () => {
    const help = await editor.post('/admin/help-articles', {
      category: 'Cuenta',
      title: '¿Puedo tener dos cuentas?',
      content: '<p>No.</p>',
      translations: { en: { category: 'Account', title: 'Can I have two accounts?' } },
    });
    expect(help.statusCode, help.body).toBe(200);
    expect(help.json().value.translations).toEqual({
      en: { category: 'Account', title: 'Can I have two accounts?' },
    });
    expect((await read('/wps/system/helpCenter', 'en')).categories).toEqual([
      {
        name: 'Account',
        articles: [
          expect.objectContaining({ title: 'Can I have two accounts?', content: '<p>No.</p>' }),
        ],
      },
    ]);

    const banner = await editor.post('/admin/banners', {
      groupName: 'w_help',
      url: '/static/banners/help-main.svg',
      title: 'Centro de ayuda',
      translations: { en: { url: '/static/banners/help-main.svg?lang=en', title: 'Help centre' } },
    });
    expect(banner.statusCode, banner.body).toBe(200);
    const shown = (await read('/wps/notice', 'en')).banners;
    expect(shown).toEqual([
      expect.objectContaining({
        url: '/static/banners/help-main.svg?lang=en',
        title: 'Help centre',
      }),
    ]);
  });

  it('refuses a translation into no language of the site, or a picture that is no address', async () => {
    for (const [path, body, field] of [
      [
        '/admin/announcements',
        { title: 't', content: '', translations: { fr: { title: 'x' } } },
        'translations',
      ],
      [
        '/admin/banners',
        {
          groupName: 'w_home',
          url: '/x.svg',
          translations: { en: { url: 'javascript:alert(1)' } },
        },
        'translations.en.url',
      ],
      [
        '/admin/help-articles',
        { category: 'c', title: 't', content: '', translations: { en: { title: '' } } },
        'translations.en.title',
      ],
    ] as const) {
      const res = await editor.post(path, body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
  });
});
