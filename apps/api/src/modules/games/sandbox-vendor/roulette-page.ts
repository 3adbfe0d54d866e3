import {
  pageTexts,
  sandboxPage,
  type PageLanguage,
  type PageOptions,
} from './sandbox-page-shell.js';

/**
 * The sandbox vendor's European roulette table: a real, playable HTML5 page. Chips go on
 * numbers, dozens, columns and the even-money boxes; a spin sends them to the vendor's own
 * server (`/api/spin`), which draws the pocket and settles the round through the site's
 * wallet. Words in the site's four languages.
 */
const texts = {
  es: {
    total: 'Apuesta total',
    win: 'Premio',
    spin: 'Girar',
    clear: 'Borrar apuestas',
    chip: 'Ficha',
    place: 'Coloca tus fichas en la mesa y gira.',
    noMoney: 'Saldo insuficiente para estas apuestas.',
    failed: 'No pudimos completar el giro. Inténtalo de nuevo.',
    result: 'Salió el {n}',
    history: 'Últimos números',
    boxes: {
      low: '1-18',
      even: 'Par',
      red: 'Rojo',
      black: 'Negro',
      odd: 'Impar',
      high: '19-36',
      dozen: '{n}.ª docena',
      column: '2 a 1',
    },
  },
  en: {
    total: 'Total bet',
    win: 'Win',
    spin: 'Spin',
    clear: 'Clear bets',
    chip: 'Chip',
    place: 'Place your chips on the table and spin.',
    noMoney: 'Not enough balance for these bets.',
    failed: 'The spin could not be completed. Please try again.',
    result: '{n} wins',
    history: 'Last numbers',
    boxes: {
      low: '1-18',
      even: 'Even',
      red: 'Red',
      black: 'Black',
      odd: 'Odd',
      high: '19-36',
      dozen: '{n} dozen',
      column: '2 to 1',
    },
  },
  pt: {
    total: 'Aposta total',
    win: 'Prêmio',
    spin: 'Girar',
    clear: 'Limpar apostas',
    chip: 'Ficha',
    place: 'Coloque suas fichas na mesa e gire.',
    noMoney: 'Saldo insuficiente para estas apostas.',
    failed: 'Não foi possível concluir o giro. Tente novamente.',
    result: 'Saiu o {n}',
    history: 'Últimos números',
    boxes: {
      low: '1-18',
      even: 'Par',
      red: 'Vermelho',
      black: 'Preto',
      odd: 'Ímpar',
      high: '19-36',
      dozen: '{n}ª dúzia',
      column: '2 para 1',
    },
  },
  zh: {
    total: '总投注',
    win: '赢得',
    spin: '旋转',
    clear: '清除投注',
    chip: '筹码',
    place: '在桌面上放置筹码后旋转。',
    noMoney: '余额不足以支付这些投注。',
    failed: '本次旋转未能完成，请重试。',
    result: '开出 {n}',
    history: '最近号码',
    boxes: {
      low: '1-18',
      even: '双',
      red: '红',
      black: '黑',
      odd: '单',
      high: '19-36',
      dozen: '第{n}打',
      column: '2 赔 1',
    },
  },
} satisfies Record<PageLanguage, unknown>;

const style = `
  .top { display: flex; align-items: center; justify-content: center; gap: 1.25rem; margin: 0.5rem 0 1rem; flex-wrap: wrap; }
  .ball { width: 5rem; height: 5rem; border-radius: 50%; display: flex; align-items: center; justify-content: center; font-size: 2rem; font-weight: 800; border: 4px solid #facc15; background: #1f2937; transition: transform 0.6s; }
  .ball.red { background: #b91c1c; } .ball.black { background: #111827; } .ball.green { background: #15803d; }
  .ball.rolling { transform: rotate(720deg); }
  .history { display: flex; gap: 0.3rem; flex-wrap: wrap; max-width: 18rem; }
  .history span { min-width: 1.8rem; padding: 0.15rem 0.3rem; border-radius: 0.3rem; text-align: center; font-size: 0.8rem; font-weight: 700; }
  .table { display: grid; grid-template-columns: 3rem repeat(12, 1fr) 3.4rem; gap: 3px; background: #0b3d1e; padding: 6px; border-radius: 0.75rem; border: 3px solid #a16207; }
  .spot { position: relative; border: 0; border-radius: 0.3rem; color: #fff; font: inherit; font-weight: 700; min-height: 2.6rem; cursor: pointer; background: #166534; }
  .spot.red { background: #b91c1c; } .spot.black { background: #111827; } .spot.zero { background: #15803d; grid-row: span 3; }
  .spot:hover { outline: 2px solid #fde68a; }
  .spot:focus-visible { outline: 3px solid #fde68a; outline-offset: 1px; }
  .spot.hit { box-shadow: 0 0 0 3px #fde68a inset; }
  .stake { position: absolute; right: 2px; bottom: 2px; background: #facc15; color: #111827; border-radius: 999px; font-size: 0.65rem; padding: 0 0.3rem; }
  .outside { grid-column: 2 / span 12; display: grid; grid-template-columns: repeat(6, 1fr); gap: 3px; }
  .dozens { grid-column: 2 / span 12; display: grid; grid-template-columns: repeat(3, 1fr); gap: 3px; }
  .chips { display: flex; gap: 0.4rem; align-items: center; }
  .chips button { width: 3.6rem; height: 3.6rem; border-radius: 50%; border: 3px dashed #fff; font: inherit; font-size: 0.62rem; font-weight: 800; color: #111827; background: #fde68a; cursor: pointer; }
  .chips button[aria-pressed="true"] { background: #f59e0b; transform: scale(1.1); }
  .action { font: inherit; border: 0; border-radius: 999px; cursor: pointer; padding: 0.7rem 1.6rem; font-weight: 800; }
  .spin { background: linear-gradient(#22c55e, #15803d); color: #fff; font-size: 1.05rem; box-shadow: 0 4px 0 #14532d; }
  .clear { background: #374151; color: #fff; }
  .table-wrap { overflow-x: auto; padding-bottom: 0.25rem; }
  @media (max-width: 640px) { .table { min-width: 34rem; grid-template-columns: 2.2rem repeat(12, 1fr) 2.4rem; } .spot { min-height: 2.1rem; font-size: 0.75rem; } .chips button { width: 3.4rem; height: 3.4rem; font-size: 0.6rem; } }`;

const script = `
  const RED = [1,3,5,7,9,12,14,16,18,19,21,23,25,27,30,32,34,36];
  const colour = (n) => n === 0 ? 'green' : RED.includes(n) ? 'red' : 'black';
  let chips = [], chip = 0, maxTotal = 0, maxBets = 0, busy = false;
  const placed = new Map();
  const spots = new Map();
  const keyOf = (bet) => bet.kind + (bet.value === undefined ? '' : ':' + bet.value);
  const total = () => [...placed.values()].reduce((s, p) => s + p.amount, 0);
  const show = () => {
    for (const [key, el] of spots) {
      const p = placed.get(key);
      let tag = el.querySelector('.stake');
      if (!p) { if (tag) tag.remove(); continue; }
      if (!tag) { tag = document.createElement('span'); tag.className = 'stake'; el.appendChild(tag); }
      tag.textContent = money(p.amount);
    }
    $('total').textContent = money(total());
    $('spin').disabled = busy || !session || placed.size === 0;
    $('clear').disabled = busy || placed.size === 0;
  };
  const spot = (label, bet, cls) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'spot ' + (cls || '');
    b.textContent = label;
    b.setAttribute('aria-label', label);
    b.addEventListener('click', () => {
      if (busy || !chip) return;
      const key = keyOf(bet);
      const current = placed.get(key);
      if (!current && placed.size >= maxBets) return;
      if (total() + chip > maxTotal) return;
      placed.set(key, { bet, amount: (current ? current.amount : 0) + chip });
      show();
    });
    spots.set(keyOf(bet), b);
    return b;
  };
  const table = $('table');
  const zero = spot('0', { kind: 'straight', value: 0 }, 'zero');
  zero.style.gridRow = '1 / span 3';
  table.appendChild(zero);
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 12; col += 1) {
      const n = col * 3 + (3 - row);
      const b = spot(String(n), { kind: 'straight', value: n }, colour(n));
      b.style.gridRow = String(row + 1);
      b.style.gridColumn = String(col + 2);
      table.appendChild(b);
    }
    const c = spot(T.boxes.column, { kind: 'column', value: 3 - row });
    c.style.gridRow = String(row + 1);
    c.style.gridColumn = '14';
    table.appendChild(c);
  }
  const dozens = document.createElement('div');
  dozens.className = 'dozens';
  for (const d of [1, 2, 3]) dozens.appendChild(spot(T.boxes.dozen.replace('{n}', String(d)), { kind: 'dozen', value: d }));
  table.appendChild(dozens);
  const outside = document.createElement('div');
  outside.className = 'outside';
  for (const kind of ['low', 'even', 'red', 'black', 'odd', 'high']) outside.appendChild(spot(T.boxes[kind], { kind }, kind === 'red' || kind === 'black' ? kind : ''));
  table.appendChild(outside);
  async function open() {
    const answer = await openSession();
    if (!answer) return;
    chips = answer.chips; maxTotal = answer.maxTotal; maxBets = answer.maxBets; chip = chips[0];
    const group = $('chips');
    for (const value of chips) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = money(value);
      b.setAttribute('aria-label', T.chip + ' ' + money(value));
      b.setAttribute('aria-pressed', String(value === chip));
      b.addEventListener('click', () => { chip = value; for (const other of group.children) other.setAttribute('aria-pressed', String(other === b)); });
      group.appendChild(b);
    }
    show();
  }
  async function spin() {
    if (busy || !session || placed.size === 0) return;
    busy = true; show(); say('');
    for (const el of spots.values()) el.classList.remove('hit');
    const ball = $('ball');
    ball.className = 'ball rolling';
    const started = Date.now();
    const answer = await post('/api/spin', { session, bets: [...placed.values()] }).catch(() => null);
    await new Promise((r) => setTimeout(r, Math.max(0, 900 - (Date.now() - started))));
    if (!answer || answer.error) {
      ball.className = 'ball';
      say(problem(answer && answer.error), 'error');
      if (answer && typeof answer.balance === 'number') $('balance').textContent = money(answer.balance);
    } else {
      ball.className = 'ball ' + answer.colour;
      ball.textContent = String(answer.pocket);
      const hit = spots.get('straight:' + answer.pocket);
      if (hit) hit.classList.add('hit');
      const h = document.createElement('span');
      h.textContent = String(answer.pocket);
      h.className = 'spot ' + answer.colour;
      $('history').prepend(h);
      while ($('history').children.length > 10) $('history').lastChild.remove();
      $('balance').textContent = money(answer.balance);
      $('win').textContent = money(answer.win);
      say(answer.win > 0 ? T.won + ' ' + money(answer.win) : T.result.replace('{n}', String(answer.pocket)), answer.win > 0 ? 'win' : '');
    }
    busy = false; show();
  }
  $('spin').addEventListener('click', spin);
  $('clear').addEventListener('click', () => { placed.clear(); show(); });
  open();`;

export function roulettePage(options: PageOptions): string {
  const t = pageTexts(options.language, texts[options.language]);
  return sandboxPage({
    options,
    texts: t,
    look: { background: 'radial-gradient(circle at 50% 0, #14532d, #05130a 75%)', width: '56rem' },
    style,
    body: `  <div class="top">
    <div class="ball" id="ball" aria-live="polite">–</div>
    <div><small>${t.history}</small><div class="history" id="history"></div></div>
  </div>
  <div class="table-wrap"><div class="table" id="table"></div></div>
  <div class="bar">
    <div class="box"><small>${t.balance}</small><strong id="balance">${t.loading}</strong></div>
    <div class="box"><small>${t.total}</small><strong id="total">0</strong></div>
    <div class="chips" id="chips" role="group" aria-label="${t.chip}"></div>
    <div class="box"><small>${t.win}</small><strong id="win">0</strong></div>
    <button type="button" class="action clear" id="clear">${t.clear}</button>
    <button type="button" class="action spin" id="spin" disabled>${t.spin}</button>
  </div>
  <p class="message" id="message" role="status">${t.place}</p>`,
    script,
  });
}
