import {
  pageTexts,
  sandboxPage,
  type PageLanguage,
  type PageOptions,
} from './sandbox-page-shell.js';

/**
 * The sandbox vendor's cock-fight board: a real, playable HTML5 page. The player stakes chips
 * on Meron, Wala or the draw and starts the fight; the vendor's server draws the outcome and
 * settles the round through the site's wallet. Words in the site's four languages.
 */
const texts = {
  es: {
    total: 'Apuesta total',
    win: 'Premio',
    fight: '¡Pelear!',
    clear: 'Borrar apuestas',
    chip: 'Ficha',
    place: 'Apuesta a Meron, a Wala o al empate, y empieza la pelea.',
    noMoney: 'Saldo insuficiente para estas apuestas.',
    failed: 'No pudimos completar la pelea. Inténtalo de nuevo.',
    fightNo: 'Pelea n.º {n}',
    meron: 'Meron',
    wala: 'Wala',
    draw: 'Empate',
    pays: 'paga {x}',
    result: {
      meron: 'Gana Meron: {bird}',
      wala: 'Gana Wala: {bird}',
      draw: 'Empate: se devuelven las apuestas a Meron y Wala',
    },
  },
  en: {
    total: 'Total bet',
    win: 'Win',
    fight: 'Fight!',
    clear: 'Clear bets',
    chip: 'Chip',
    place: 'Bet on Meron, Wala or the draw, and start the fight.',
    noMoney: 'Not enough balance for these bets.',
    failed: 'The fight could not be completed. Please try again.',
    fightNo: 'Fight #{n}',
    meron: 'Meron',
    wala: 'Wala',
    draw: 'Draw',
    pays: 'pays {x}',
    result: {
      meron: 'Meron wins: {bird}',
      wala: 'Wala wins: {bird}',
      draw: 'A draw: bets on Meron and Wala are returned',
    },
  },
  pt: {
    total: 'Aposta total',
    win: 'Prêmio',
    fight: 'Lutar!',
    clear: 'Limpar apostas',
    chip: 'Ficha',
    place: 'Aposte em Meron, em Wala ou no empate, e comece a luta.',
    noMoney: 'Saldo insuficiente para estas apostas.',
    failed: 'Não foi possível concluir a luta. Tente novamente.',
    fightNo: 'Luta n.º {n}',
    meron: 'Meron',
    wala: 'Wala',
    draw: 'Empate',
    pays: 'paga {x}',
    result: {
      meron: 'Meron vence: {bird}',
      wala: 'Wala vence: {bird}',
      draw: 'Empate: as apostas em Meron e Wala são devolvidas',
    },
  },
  zh: {
    total: '总投注',
    win: '奖金',
    fight: '开斗！',
    clear: '清除投注',
    chip: '筹码',
    place: '押注 Meron、Wala 或和局，然后开始斗鸡。',
    noMoney: '余额不足以支付这些投注。',
    failed: '无法完成本场，请重试。',
    fightNo: '第 {n} 场',
    meron: 'Meron',
    wala: 'Wala',
    draw: '和局',
    pays: '赔付 {x}',
    result: {
      meron: 'Meron 获胜：{bird}',
      wala: 'Wala 获胜：{bird}',
      draw: '和局：Meron 与 Wala 的投注退还',
    },
  },
} satisfies Record<PageLanguage, unknown>;

const style = `
  .fight-no { text-align: center; color: #fbbf24; margin: 0.25rem 0 0.75rem; }
  .board { display: grid; grid-template-columns: 1fr 0.7fr 1fr; gap: 0.6rem; }
  .zone { position: relative; border: 3px solid transparent; border-radius: 1rem; padding: 0.9rem 0.5rem; text-align: center; cursor: pointer; font: inherit; color: #fff; }
  .zone.meron { background: linear-gradient(#b91c1c, #7f1d1d); }
  .zone.wala { background: linear-gradient(#1d4ed8, #1e3a8a); }
  .zone.draw { background: linear-gradient(#15803d, #14532d); }
  .zone strong { display: block; font-size: 1.2rem; }
  .zone span { display: block; font-size: 0.8rem; opacity: 0.85; }
  .zone .bird { font-size: 0.95rem; margin-top: 0.3rem; opacity: 1; }
  .zone:focus-visible { outline: 3px solid #fde68a; outline-offset: 2px; }
  .zone.hit { border-color: #fde68a; box-shadow: 0 0 14px #fde68a; }
  .stake { position: absolute; top: 0.3rem; right: 0.4rem; background: #facc15; color: #111827; border-radius: 999px; font-size: 0.7rem; padding: 0 0.35rem; }
  .arena { height: 3rem; display: flex; align-items: center; justify-content: center; font-size: 1.8rem; }
  .arena.fighting { animation: shake 0.25s infinite; }
  @keyframes shake { 0% { transform: translateX(-6px); } 50% { transform: translateX(6px); } 100% { transform: translateX(-6px); } }
  .chips { display: flex; gap: 0.4rem; }
  .chips button { width: 3.4rem; height: 3.4rem; border-radius: 50%; border: 3px dashed #fff; font: inherit; font-size: 0.6rem; font-weight: 800; color: #111827; background: #fde68a; cursor: pointer; }
  .chips button[aria-pressed="true"] { background: #f59e0b; transform: scale(1.1); }
  .action { font: inherit; border: 0; border-radius: 999px; cursor: pointer; padding: 0.7rem 1.6rem; font-weight: 800; }
  .go { background: linear-gradient(#f59e0b, #b45309); color: #fff; font-size: 1.05rem; box-shadow: 0 4px 0 #78350f; }
  .clear { background: #374151; color: #fff; }
  @media (max-width: 480px) { .board { grid-template-columns: 1fr 1fr; } .zone.draw { grid-column: span 2; } }`;

const script = `
  let chips = [], chip = 0, maxTotal = 0, busy = false, card = null;
  const placed = new Map();
  const zones = new Map();
  const total = () => [...placed.values()].reduce((s, a) => s + a, 0);
  const show = () => {
    for (const [bet, el] of zones) {
      let tag = el.querySelector('.stake');
      const amount = placed.get(bet);
      if (!amount) { if (tag) tag.remove(); continue; }
      if (!tag) { tag = document.createElement('span'); tag.className = 'stake'; el.appendChild(tag); }
      tag.textContent = money(amount);
    }
    $('total').textContent = money(total());
    $('go').disabled = busy || !session || placed.size === 0;
    $('clear').disabled = busy || placed.size === 0;
  };
  const showCard = (next) => {
    card = next;
    $('fight-no').textContent = T.fightNo.replace('{n}', String(card.number));
    zones.get('meron').querySelector('.bird').textContent = card.meron;
    zones.get('wala').querySelector('.bird').textContent = card.wala;
  };
  const times = (x) => new Intl.NumberFormat(boot.lang).format(x) + '×';
  for (const [bet, pays] of [['meron', times(1.9)], ['draw', times(31)], ['wala', times(1.9)]]) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'zone ' + bet;
    b.innerHTML = '<strong></strong><span></span><span class="bird"></span>';
    b.querySelector('strong').textContent = T[bet];
    b.querySelector('span').textContent = T.pays.replace('{x}', pays);
    b.setAttribute('aria-label', T[bet]);
    b.addEventListener('click', () => {
      if (busy || !chip || total() + chip > maxTotal) return;
      placed.set(bet, (placed.get(bet) || 0) + chip);
      show();
    });
    zones.set(bet, b);
    $('board').appendChild(b);
  }
  async function open() {
    const answer = await openSession();
    if (!answer) return;
    chips = answer.chips; maxTotal = answer.maxTotal; chip = chips[0];
    showCard(answer.card);
    const group = $('chips');
    for (const value of chips) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = money(value);
      b.setAttribute('aria-label', T.chip + ' ' + money(value));
      b.setAttribute('aria-pressed', String(value === chip));
      b.addEventListener('click', () => { chip = value; for (const o of group.children) o.setAttribute('aria-pressed', String(o === b)); });
      group.appendChild(b);
    }
    show();
  }
  async function fight() {
    if (busy || !session || placed.size === 0) return;
    busy = true; show(); say('');
    for (const el of zones.values()) el.classList.remove('hit');
    $('arena').className = 'arena fighting';
    const started = Date.now();
    const bets = [...placed.entries()].map(([bet, amount]) => ({ bet, amount }));
    const answer = await post('/api/spin', { session, bets }).catch(() => null);
    await new Promise((r) => setTimeout(r, Math.max(0, 900 - (Date.now() - started))));
    $('arena').className = 'arena';
    if (!answer || answer.error) {
      say(problem(answer && answer.error), 'error');
      if (answer && typeof answer.balance === 'number') $('balance').textContent = money(answer.balance);
    } else {
      zones.get(answer.outcome).classList.add('hit');
      const bird = answer.outcome === 'draw' ? '' : card[answer.outcome];
      $('balance').textContent = money(answer.balance);
      $('win').textContent = money(answer.win);
      const told = T.result[answer.outcome].replace('{bird}', bird);
      say(answer.win > 0 ? told + ' · ' + T.won + ' ' + money(answer.win) : told, answer.win > 0 ? 'win' : '');
      placed.clear();
      showCard(answer.next);
    }
    busy = false; show();
  }
  $('go').addEventListener('click', fight);
  $('clear').addEventListener('click', () => { placed.clear(); show(); });
  open();`;

export function cockfightPage(options: PageOptions): string {
  const t = pageTexts(options.language, texts[options.language]);
  return sandboxPage({
    options,
    texts: t,
    look: {
      background: 'radial-gradient(circle at 50% 0, #78350f, #1c0a02 75%)',
      width: '44rem',
      colour: '#fef3c7',
    },
    style,
    body: `  <p class="fight-no" id="fight-no"></p>
  <div class="board" id="board"></div>
  <div class="arena" id="arena" aria-hidden="true">🐓 ⚔ 🐓</div>
  <div class="bar">
    <div class="box"><small>${t.balance}</small><strong id="balance">${t.loading}</strong></div>
    <div class="box"><small>${t.total}</small><strong id="total">0</strong></div>
    <div class="chips" id="chips" role="group" aria-label="${t.chip}"></div>
    <div class="box"><small>${t.win}</small><strong id="win">0</strong></div>
    <button type="button" class="action clear" id="clear">${t.clear}</button>
    <button type="button" class="action go" id="go" disabled>${t.fight}</button>
  </div>
  <p class="message" id="message" role="status">${t.place}</p>`,
    script,
  });
}
