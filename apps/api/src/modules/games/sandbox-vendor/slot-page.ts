import { slotSymbols } from './slot-symbols.js';

/**
 * The sandbox vendor's slot page: a real, playable HTML5 slot in plain HTML, CSS and script,
 * served by the vendor like any vendor's game page. It talks only to its own server
 * (`/api/open`, `/api/spin`), which calls the site's wallet. Words in the site's four
 * languages.
 */

const texts = {
  es: {
    balance: 'Saldo',
    bet: 'Apuesta',
    win: 'Premio',
    spin: 'Girar',
    demo: 'Modo demo: sin dinero real',
    lines: 'líneas',
    lower: 'Bajar apuesta',
    raise: 'Subir apuesta',
    loading: 'Cargando…',
    noMoney: 'Saldo insuficiente para esta apuesta.',
    ended: 'Tu sesión terminó. Vuelve a abrir el juego desde el sitio.',
    failed: 'No pudimos completar el giro. Inténtalo de nuevo.',
    expired: 'El enlace del juego caducó. Ábrelo de nuevo desde el sitio.',
    won: 'Ganaste',
  },
  en: {
    balance: 'Balance',
    bet: 'Bet',
    win: 'Win',
    spin: 'Spin',
    demo: 'Demo mode: no real money',
    lines: 'lines',
    lower: 'Lower bet',
    raise: 'Raise bet',
    loading: 'Loading…',
    noMoney: 'Not enough balance for this bet.',
    ended: 'Your session has ended. Open the game again from the site.',
    failed: 'The spin could not be completed. Please try again.',
    expired: 'The game link has expired. Open it again from the site.',
    won: 'You won',
  },
  pt: {
    balance: 'Saldo',
    bet: 'Aposta',
    win: 'Prêmio',
    spin: 'Girar',
    demo: 'Modo demo: sem dinheiro real',
    lines: 'linhas',
    lower: 'Diminuir aposta',
    raise: 'Aumentar aposta',
    loading: 'Carregando…',
    noMoney: 'Saldo insuficiente para esta aposta.',
    ended: 'Sua sessão terminou. Abra o jogo novamente pelo site.',
    failed: 'Não foi possível concluir o giro. Tente novamente.',
    expired: 'O link do jogo expirou. Abra-o novamente pelo site.',
    won: 'Você ganhou',
  },
  zh: {
    balance: '余额',
    bet: '投注',
    win: '赢得',
    spin: '旋转',
    demo: '试玩模式：不使用真钱',
    lines: '条线',
    lower: '降低投注',
    raise: '提高投注',
    loading: '加载中…',
    noMoney: '余额不足以支付此投注。',
    ended: '你的会话已结束，请从网站重新打开游戏。',
    failed: '本次旋转未能完成，请重试。',
    expired: '游戏链接已失效，请从网站重新打开。',
    won: '你赢了',
  },
} as const;
export type PageLanguage = keyof typeof texts;
export const pageLanguage = (lang: string | null): PageLanguage =>
  lang && lang in texts ? (lang as PageLanguage) : 'es';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function slotPage(options: {
  title: string;
  vendor: string;
  gameCode: string;
  reels: number;
  rows: number;
  lines: number;
  language: PageLanguage;
  /** The launch token, or null for demo play. */
  token: string | null;
  /** Demo play: the currency the site plays in. */
  currency: string | null;
  nonce: string;
  symbols: readonly string[];
}): string {
  const t = texts[options.language];
  const boot = JSON.stringify({
    vendor: options.vendor,
    game: options.gameCode,
    token: options.token,
    currency: options.currency,
    reels: options.reels,
    rows: options.rows,
    lines: options.lines,
    lang: options.language,
    texts: t,
    looks: slotSymbols,
    symbols: options.symbols,
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style nonce="${options.nonce}">
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; background: radial-gradient(circle at 50% 0, #3b0764, #0b0a1a 70%); color: #f9fafb; display: flex; align-items: center; justify-content: center; }
  main { width: min(100%, 44rem); padding: 1rem; box-sizing: border-box; }
  h1 { font-size: 1.25rem; margin: 0 0 0.5rem; text-align: center; letter-spacing: 0.04em; }
  .demo { text-align: center; color: #fde68a; font-size: 0.85rem; margin: 0 0 0.5rem; }
  .machine { background: linear-gradient(#facc15, #b45309); padding: 0.6rem; border-radius: 1rem; box-shadow: 0 10px 40px #0008; }
  .reels { display: grid; gap: 0.4rem; background: #1f2937; padding: 0.4rem; border-radius: 0.6rem; }
  .cell { background: #f9fafb; border-radius: 0.5rem; aspect-ratio: 1.2; display: flex; align-items: center; justify-content: center; padding: 12%; box-sizing: border-box; transition: transform 0.15s, box-shadow 0.15s; }
  .cell svg { max-height: 100%; }
  .cell.spinning { filter: blur(2px); transform: translateY(-3px); }
  .cell.hit { box-shadow: 0 0 0 4px #22c55e inset; transform: scale(1.04); }
  .bar { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; justify-content: space-between; margin-top: 0.9rem; }
  .box { background: #111827cc; border-radius: 0.6rem; padding: 0.45rem 0.8rem; min-width: 7rem; }
  .box small { display: block; color: #9ca3af; font-size: 0.72rem; text-transform: uppercase; letter-spacing: 0.05em; }
  .box strong { font-size: 1.05rem; font-variant-numeric: tabular-nums; }
  .bet { display: flex; align-items: center; gap: 0.4rem; }
  button { font: inherit; cursor: pointer; border: 0; border-radius: 999px; }
  .step { width: 2.2rem; height: 2.2rem; background: #374151; color: #fff; font-size: 1.2rem; }
  .spin { padding: 0.8rem 2.4rem; background: linear-gradient(#22c55e, #15803d); color: #fff; font-weight: 800; font-size: 1.1rem; box-shadow: 0 4px 0 #14532d; }
  button:disabled { opacity: 0.5; cursor: not-allowed; }
  button:focus-visible { outline: 3px solid #fde68a; outline-offset: 2px; }
  .message { min-height: 1.4rem; text-align: center; margin-top: 0.6rem; }
  .message.error { color: #fca5a5; }
  .message.win { color: #86efac; font-weight: 700; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(options.title)}</h1>
  ${options.token ? '' : `<p class="demo">${t.demo}</p>`}
  <div class="machine"><div class="reels" id="reels" aria-live="off"></div></div>
  <div class="bar">
    <div class="box"><small>${t.balance}</small><strong id="balance">${t.loading}</strong></div>
    <div class="bet">
      <button type="button" class="step" id="lower" aria-label="${t.lower}">−</button>
      <div class="box"><small>${t.bet}${options.lines > 1 ? ` · ${options.lines} ${t.lines}` : ''}</small><strong id="bet">…</strong></div>
      <button type="button" class="step" id="raise" aria-label="${t.raise}">+</button>
    </div>
    <div class="box"><small>${t.win}</small><strong id="win">0</strong></div>
    <button type="button" class="spin" id="spin" disabled>${t.spin}</button>
  </div>
  <p class="message" id="message" role="status"></p>
</main>
<script nonce="${options.nonce}">
(() => {
  const boot = ${boot};
  const $ = (id) => document.getElementById(id);
  const reels = $('reels');
  reels.style.gridTemplateColumns = 'repeat(' + boot.reels + ', 1fr)';
  const cells = [];
  for (let r = 0; r < boot.rows; r += 1) {
    for (let c = 0; c < boot.reels; c += 1) {
      const cell = document.createElement('div');
      cell.className = 'cell';
      reels.appendChild(cell);
      cells.push(cell);
    }
  }
  const draw = (grid) => grid.forEach((row, r) => row.forEach((symbol, c) => {
    const cell = cells[r * boot.reels + c];
    cell.innerHTML = boot.looks[symbol] || '';
    cell.setAttribute('aria-label', symbol);
  }));
  let session = null, currency = 'VND', bets = [], betIndex = 0, busy = false, digits = 0;
  const money = (minor) => {
    try {
      return new Intl.NumberFormat(boot.lang, { style: 'currency', currency, maximumFractionDigits: digits, minimumFractionDigits: digits }).format(minor / Math.pow(10, digits));
    } catch { return String(minor) + ' ' + currency; }
  };
  const say = (text, kind) => { const m = $('message'); m.textContent = text; m.className = 'message ' + (kind || ''); };
  const showBet = () => { $('bet').textContent = money(bets[betIndex] || 0); $('lower').disabled = busy || betIndex === 0; $('raise').disabled = busy || betIndex >= bets.length - 1; };
  const post = async (path, body) => {
    const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return res.json();
  };
  const problem = (code) => code === 'INSUFFICIENT_FUNDS' ? boot.texts.noMoney : code === 'VENDOR_SESSION_ENDED' ? boot.texts.ended : code === 'LAUNCH_TOKEN_INVALID' ? boot.texts.expired : boot.texts.failed;
  const random = () => boot.symbols[Math.floor(Math.random() * boot.symbols.length)];
  draw(Array.from({ length: boot.rows }, () => Array.from({ length: boot.reels }, random)));
  async function open() {
    const answer = await post('/api/open', { vendor: boot.vendor, game: boot.game, token: boot.token, currency: boot.currency, lang: boot.lang }).catch(() => null);
    if (!answer || answer.error) { say(problem(answer && answer.error), 'error'); $('balance').textContent = '—'; return; }
    session = answer.session; currency = answer.currency; bets = answer.bets; digits = answer.digits;
    $('balance').textContent = money(answer.balance);
    $('spin').disabled = false;
    showBet();
  }
  async function spin() {
    if (busy || !session) return;
    busy = true; $('spin').disabled = true; showBet(); say('');
    cells.forEach((c) => c.classList.remove('hit'));
    const timer = setInterval(() => { cells.forEach((c) => c.classList.add('spinning')); draw(Array.from({ length: boot.rows }, () => Array.from({ length: boot.reels }, random))); }, 80);
    const started = Date.now();
    const answer = await post('/api/spin', { session, bet: bets[betIndex] }).catch(() => null);
    await new Promise((r) => setTimeout(r, Math.max(0, 700 - (Date.now() - started))));
    clearInterval(timer);
    cells.forEach((c) => c.classList.remove('spinning'));
    if (!answer || answer.error) {
      say(problem(answer && answer.error), 'error');
      if (answer && typeof answer.balance === 'number') $('balance').textContent = money(answer.balance);
    } else {
      draw(answer.grid);
      for (const w of answer.wins) for (const [reel, row] of w.cells) cells[row * boot.reels + reel].classList.add('hit');
      $('balance').textContent = money(answer.balance);
      $('win').textContent = money(answer.win);
      if (answer.win > 0) say(boot.texts.won + ' ' + money(answer.win), 'win');
    }
    busy = false; $('spin').disabled = false; showBet();
  }
  $('spin').addEventListener('click', spin);
  $('lower').addEventListener('click', () => { betIndex = Math.max(0, betIndex - 1); showBet(); });
  $('raise').addEventListener('click', () => { betIndex = Math.min(bets.length - 1, betIndex + 1); showBet(); });
  document.addEventListener('keydown', (e) => { if (e.code === 'Space' && e.target === document.body) { e.preventDefault(); spin(); } });
  open();
})();
</script>
</body>
</html>`;
}
