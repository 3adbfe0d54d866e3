/**
 * What every sandbox game page shares: the document around the game, the base look, the words
 * every page says, and a script prelude (formatting money, messages, calls to the vendor's own
 * server, opening the session). A page adds its words, style, markup and script.
 */
export const pageLanguages = ['es', 'en', 'pt', 'zh'] as const;
export type PageLanguage = (typeof pageLanguages)[number];
export const pageLanguage = (lang: string | null): PageLanguage =>
  (pageLanguages as readonly string[]).includes(lang ?? '') ? (lang as PageLanguage) : 'es';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the vendor's page route gives every page. */
export type PageOptions = {
  title: string;
  vendor: string;
  gameCode: string;
  language: PageLanguage;
  /** The launch token; null for demo play or a transfer-wallet page. */
  token: string | null;
  /** A transfer-wallet session the site opened; null otherwise. */
  ticket: string | null;
  /** Demo play: the currency the site plays in. */
  currency: string | null;
  nonce: string;
};

/** Words of every page; a page's own words may say `failed` and `noMoney` its own way. */
export const shellTexts = {
  es: {
    balance: 'Saldo',
    demo: 'Modo demo: sin dinero real',
    loading: 'Cargando…',
    noMoney: 'Saldo insuficiente para esta apuesta.',
    ended: 'Tu sesión terminó. Vuelve a abrir el juego desde el sitio.',
    expired: 'El enlace del juego caducó. Ábrelo de nuevo desde el sitio.',
    failed: 'No pudimos completar la jugada. Inténtalo de nuevo.',
    unavailable: 'No pudimos abrir el juego. Inténtalo de nuevo en un momento.',
    won: 'Ganaste',
  },
  en: {
    balance: 'Balance',
    demo: 'Demo mode: no real money',
    loading: 'Loading…',
    noMoney: 'Not enough balance for this bet.',
    ended: 'Your session has ended. Open the game again from the site.',
    expired: 'The game link has expired. Open it again from the site.',
    failed: 'The play could not be completed. Please try again.',
    unavailable: 'The game could not be opened. Please try again in a moment.',
    won: 'You won',
  },
  pt: {
    balance: 'Saldo',
    demo: 'Modo demo: sem dinheiro real',
    loading: 'Carregando…',
    noMoney: 'Saldo insuficiente para esta aposta.',
    ended: 'Sua sessão terminou. Abra o jogo novamente pelo site.',
    expired: 'O link do jogo expirou. Abra-o novamente pelo site.',
    failed: 'Não foi possível concluir a jogada. Tente novamente.',
    unavailable: 'Não foi possível abrir o jogo. Tente novamente em instantes.',
    won: 'Você ganhou',
  },
  zh: {
    balance: '余额',
    demo: '试玩模式：不使用真钱',
    loading: '加载中…',
    noMoney: '余额不足以支付此投注。',
    ended: '你的会话已结束，请从网站重新打开游戏。',
    expired: '游戏链接已失效，请从网站重新打开。',
    failed: '本次操作未能完成，请重试。',
    unavailable: '游戏暂时无法打开，请稍后重试。',
    won: '你赢了',
  },
} as const satisfies Record<PageLanguage, Record<string, string>>;
export type ShellTexts = (typeof shellTexts)[PageLanguage];

/** The page's words: the shell's, overridden and added to by the page's own. */
export const pageTexts = <T extends object>(language: PageLanguage, own: T) => ({
  ...(shellTexts[language] as Record<keyof ShellTexts, string>),
  ...own,
});

const baseStyle = (background: string, width: string, colour: string) => `
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; background: ${background}; color: ${colour}; display: flex; justify-content: center; }
  main { width: min(100%, ${width}); padding: 1rem; box-sizing: border-box; }
  h1 { font-size: 1.25rem; margin: 0 0 0.25rem; text-align: center; }
  .demo { text-align: center; color: #fde68a; font-size: 0.85rem; margin: 0 0 0.5rem; }
  .bar { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; justify-content: space-between; margin-top: 1rem; }
  .box { background: #111827cc; border-radius: 0.6rem; padding: 0.45rem 0.8rem; min-width: 7rem; }
  .box small { display: block; color: #9ca3af; font-size: 0.72rem; text-transform: uppercase; letter-spacing: 0.05em; }
  .box strong { font-size: 1.05rem; font-variant-numeric: tabular-nums; color: #f9fafb; }
  button { font: inherit; }
  button:focus-visible { outline: 3px solid #fde68a; outline-offset: 2px; }
  button:disabled { opacity: 0.5; cursor: not-allowed; }
  .message { min-height: 1.4rem; text-align: center; margin-top: 0.6rem; }
  .message.error { color: #fca5a5; } .message.win { color: #86efac; font-weight: 700; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }`;

/**
 * The prelude every page's script starts with: `boot` (what the server wrote in), `T` (the
 * words), `$`, the session's `session`, `currency` and `digits`, `money` (minor units shown
 * in the player's language), `say` (the status line), `post` (a call to the vendor's own
 * server), `problem` (an error code in words) and `openSession`, which answers the vendor's
 * offer or null once it has said why there is none.
 */
const prelude = `
  const T = boot.texts;
  const $ = (id) => document.getElementById(id);
  let session = null, currency = 'VND', digits = 0;
  const money = (minor) => {
    try { return new Intl.NumberFormat(boot.lang, { style: 'currency', currency, maximumFractionDigits: digits, minimumFractionDigits: digits }).format(minor / Math.pow(10, digits)); }
    catch { return String(minor) + ' ' + currency; }
  };
  const say = (text, kind) => { const m = $('message'); m.textContent = text; m.className = 'message ' + (kind || ''); };
  const post = async (path, body) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  const problem = (code) => code === 'INSUFFICIENT_FUNDS' ? T.noMoney : code === 'VENDOR_SESSION_ENDED' ? T.ended : code === 'LAUNCH_TOKEN_INVALID' ? T.expired : (T.problems && T.problems[code]) || T.failed;
  async function openSession() {
    const answer = await post('/api/open', { vendor: boot.vendor, game: boot.game, token: boot.token, ticket: boot.ticket, currency: boot.currency, lang: boot.lang }).catch(() => null);
    if (!answer || answer.error) {
      const code = answer && answer.error;
      say(code === 'INSUFFICIENT_FUNDS' || code === 'VENDOR_SESSION_ENDED' || code === 'LAUNCH_TOKEN_INVALID' ? problem(code) : T.unavailable, 'error');
      $('balance').textContent = '—';
      return null;
    }
    session = answer.session; currency = answer.currency; digits = answer.digits;
    $('balance').textContent = money(answer.balance);
    return answer;
  }`;

/** A whole game page: the document, the base look and prelude, and the page's own parts. */
export function sandboxPage(page: {
  options: PageOptions;
  texts: object;
  /** The page's background (CSS), the widest its content grows, and its text colour. */
  look: { background: string; width: string; colour?: string };
  style: string;
  /** The markup under the title and the demo notice. */
  body: string;
  /** More values for the script's `boot`. */
  boot?: Record<string, unknown>;
  /** The page's script, run after the prelude. */
  script: string;
}): string {
  const { options } = page;
  const boot = JSON.stringify({
    vendor: options.vendor,
    game: options.gameCode,
    token: options.token,
    ticket: options.ticket,
    currency: options.currency,
    lang: options.language,
    texts: page.texts,
    ...page.boot,
  }).replace(/</g, '\\u003c');
  const demo = options.token === null && options.ticket === null;
  const texts = page.texts as { demo?: string };
  return `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style nonce="${options.nonce}">${baseStyle(page.look.background, page.look.width, page.look.colour ?? '#f9fafb')}
${page.style}
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(options.title)}</h1>
  ${demo && texts.demo ? `<p class="demo">${escapeHtml(texts.demo)}</p>` : ''}
${page.body}
</main>
<script nonce="${options.nonce}">
(() => {
  const boot = ${boot};${prelude}
${page.script}
})();
</script>
</body>
</html>`;
}
