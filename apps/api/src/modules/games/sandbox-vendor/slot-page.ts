import {
  pageTexts,
  sandboxPage,
  type PageLanguage,
  type PageOptions,
} from './sandbox-page-shell.js';
import { slotSymbols } from './slot-symbols.js';

/**
 * The sandbox vendor's slot page: a real, playable HTML5 slot in plain HTML, CSS and script,
 * served by the vendor like any vendor's game page. It talks only to its own server
 * (`/api/open`, `/api/spin`), which calls the site's wallet. Words in the site's four
 * languages.
 */

const texts = {
  es: {
    bet: 'Apuesta',
    win: 'Premio',
    spin: 'Girar',
    lines: 'líneas',
    lower: 'Bajar apuesta',
    raise: 'Subir apuesta',
    failed: 'No pudimos completar el giro. Inténtalo de nuevo.',
  },
  en: {
    bet: 'Bet',
    win: 'Win',
    spin: 'Spin',
    lines: 'lines',
    lower: 'Lower bet',
    raise: 'Raise bet',
    failed: 'The spin could not be completed. Please try again.',
  },
  pt: {
    bet: 'Aposta',
    win: 'Prêmio',
    spin: 'Girar',
    lines: 'linhas',
    lower: 'Diminuir aposta',
    raise: 'Aumentar aposta',
    failed: 'Não foi possível concluir o giro. Tente novamente.',
  },
  zh: {
    bet: '投注',
    win: '赢得',
    spin: '旋转',
    lines: '条线',
    lower: '降低投注',
    raise: '提高投注',
    failed: '本次旋转未能完成，请重试。',
  },
} satisfies Record<PageLanguage, unknown>;

const style = `
  body { align-items: center; }
  h1 { margin-bottom: 0.5rem; letter-spacing: 0.04em; }
  .machine { background: linear-gradient(#facc15, #b45309); padding: 0.6rem; border-radius: 1rem; box-shadow: 0 10px 40px #0008; }
  .reels { display: grid; gap: 0.4rem; background: #1f2937; padding: 0.4rem; border-radius: 0.6rem; }
  .cell { background: #f9fafb; border-radius: 0.5rem; aspect-ratio: 1.2; display: flex; align-items: center; justify-content: center; padding: 12%; box-sizing: border-box; transition: transform 0.15s, box-shadow 0.15s; }
  .cell svg { max-height: 100%; }
  .cell.spinning { filter: blur(2px); transform: translateY(-3px); }
  .cell.hit { box-shadow: 0 0 0 4px #22c55e inset; transform: scale(1.04); }
  .bar { margin-top: 0.9rem; }
  .bet { display: flex; align-items: center; gap: 0.4rem; }
  button { cursor: pointer; border: 0; border-radius: 999px; }
  .step { width: 2.2rem; height: 2.2rem; background: #374151; color: #fff; font-size: 1.2rem; }
  .spin { padding: 0.8rem 2.4rem; background: linear-gradient(#22c55e, #15803d); color: #fff; font-weight: 800; font-size: 1.1rem; box-shadow: 0 4px 0 #14532d; }`;

const script = `
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
  let bets = [], betIndex = 0, busy = false;
  const showBet = () => { $('bet').textContent = money(bets[betIndex] || 0); $('lower').disabled = busy || betIndex === 0; $('raise').disabled = busy || betIndex >= bets.length - 1; };
  const random = () => boot.symbols[Math.floor(Math.random() * boot.symbols.length)];
  draw(Array.from({ length: boot.rows }, () => Array.from({ length: boot.reels }, random)));
  async function open() {
    const answer = await openSession();
    if (!answer) return;
    bets = answer.bets;
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
      if (answer.win > 0) say(T.won + ' ' + money(answer.win), 'win');
    }
    busy = false; $('spin').disabled = false; showBet();
  }
  $('spin').addEventListener('click', spin);
  $('lower').addEventListener('click', () => { betIndex = Math.max(0, betIndex - 1); showBet(); });
  $('raise').addEventListener('click', () => { betIndex = Math.min(bets.length - 1, betIndex + 1); showBet(); });
  document.addEventListener('keydown', (e) => { if (e.code === 'Space' && e.target === document.body) { e.preventDefault(); spin(); } });
  open();`;

export function slotPage(
  options: PageOptions & {
    reels: number;
    rows: number;
    lines: number;
    symbols: readonly string[];
  },
): string {
  const t = pageTexts(options.language, texts[options.language]);
  return sandboxPage({
    options,
    texts: t,
    look: { background: 'radial-gradient(circle at 50% 0, #3b0764, #0b0a1a 70%)', width: '44rem' },
    style,
    boot: {
      reels: options.reels,
      rows: options.rows,
      lines: options.lines,
      looks: slotSymbols,
      symbols: options.symbols,
    },
    body: `  <div class="machine"><div class="reels" id="reels" aria-live="off"></div></div>
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
  <p class="message" id="message" role="status"></p>`,
    script,
  });
}
