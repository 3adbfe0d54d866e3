import {
  pageTexts,
  sandboxPage,
  type PageLanguage,
  type PageOptions,
} from './sandbox-page-shell.js';

/**
 * The sandbox vendor's card room, Three Card Showdown: a real, playable HTML5 page. The
 * player picks an ante and deals; the vendor's server deals four seats and settles the pot
 * with the money the player moved to this vendor (a transfer-wallet game). Words in the
 * site's four languages.
 */
const texts = {
  es: {
    balance: 'Saldo en la sala',
    ante: 'Apuesta inicial',
    pot: 'Bote',
    deal: 'Repartir',
    you: 'Tú',
    seat: 'Jugador {n}',
    place: 'Elige tu apuesta inicial y reparte. La mejor mano se lleva el bote (comisión 5%).',
    noMoney: 'No tienes saldo en esta sala. Transfiere dinero desde tu billetera del sitio.',
    failed: 'No pudimos repartir la mano. Inténtalo de nuevo.',
    won: 'Ganaste {amount} con {hand}',
    split: 'Empate: te llevas {amount} con {hand}',
    lost: 'Gana el {seat} con {hand}',
    hands: {
      high: 'carta alta',
      pair: 'pareja',
      flush: 'color',
      straight: 'escalera',
      'straight-flush': 'escalera de color',
      three: 'trío',
    },
  },
  en: {
    balance: 'Room balance',
    ante: 'Ante',
    pot: 'Pot',
    deal: 'Deal',
    you: 'You',
    seat: 'Player {n}',
    place: 'Pick your ante and deal. The best hand takes the pot (5% rake).',
    noMoney: 'You have no balance in this room. Transfer money from your site wallet.',
    failed: 'The hand could not be dealt. Please try again.',
    won: 'You won {amount} with {hand}',
    split: 'A tie: you take {amount} with {hand}',
    lost: '{seat} wins with {hand}',
    hands: {
      high: 'high card',
      pair: 'a pair',
      flush: 'a flush',
      straight: 'a straight',
      'straight-flush': 'a straight flush',
      three: 'three of a kind',
    },
  },
  pt: {
    balance: 'Saldo na sala',
    ante: 'Aposta inicial',
    pot: 'Pote',
    deal: 'Distribuir',
    you: 'Você',
    seat: 'Jogador {n}',
    place: 'Escolha sua aposta inicial e distribua. A melhor mão leva o pote (comissão de 5%).',
    noMoney: 'Você não tem saldo nesta sala. Transfira dinheiro da sua carteira do site.',
    failed: 'Não foi possível distribuir a mão. Tente novamente.',
    won: 'Você ganhou {amount} com {hand}',
    split: 'Empate: você leva {amount} com {hand}',
    lost: '{seat} vence com {hand}',
    hands: {
      high: 'carta alta',
      pair: 'par',
      flush: 'flush',
      straight: 'sequência',
      'straight-flush': 'straight flush',
      three: 'trinca',
    },
  },
  zh: {
    balance: '房间余额',
    ante: '底注',
    pot: '底池',
    deal: '发牌',
    you: '你',
    seat: '玩家 {n}',
    place: '选择底注并发牌。最大的牌赢得底池（抽水 5%）。',
    noMoney: '你在此房间没有余额。请从网站钱包转入资金。',
    failed: '无法发牌，请重试。',
    won: '你以{hand}赢得 {amount}',
    split: '平局：你以{hand}分得 {amount}',
    lost: '{seat}以{hand}获胜',
    hands: {
      high: '高牌',
      pair: '对子',
      flush: '同花',
      straight: '顺子',
      'straight-flush': '同花顺',
      three: '豹子',
    },
  },
} satisfies Record<PageLanguage, unknown>;

const style = `
  .felt { display: grid; grid-template-columns: repeat(2, 1fr); gap: 0.75rem; background: #14532d; border: 4px solid #92400e; border-radius: 2rem; padding: 1rem; }
  .seat { background: #0f172acc; border-radius: 0.9rem; padding: 0.6rem; text-align: center; border: 2px solid transparent; }
  .seat.you { border-color: #38bdf8; }
  .seat.won { border-color: #facc15; box-shadow: 0 0 12px #facc15; }
  .seat h2 { font-size: 0.85rem; margin: 0 0 0.4rem; color: #cbd5e1; }
  .cards { display: flex; gap: 0.35rem; justify-content: center; min-height: 4.2rem; }
  .card { width: 2.9rem; height: 4.1rem; border-radius: 0.4rem; background: #f8fafc; color: #111827; display: flex; flex-direction: column; align-items: center; justify-content: center; font-weight: 800; font-size: 1.05rem; box-shadow: 0 2px 4px #0008; }
  .card.red { color: #b91c1c; }
  .card.back { background: repeating-linear-gradient(45deg, #1d4ed8 0 6px, #1e40af 6px 12px); }
  .hand { font-size: 0.75rem; color: #e2e8f0; min-height: 1rem; margin-top: 0.3rem; }
  .antes { display: flex; gap: 0.4rem; flex-wrap: wrap; }
  .antes button { font: inherit; font-weight: 700; border-radius: 999px; border: 2px solid #fde68a; background: transparent; color: #fde68a; padding: 0.4rem 0.8rem; cursor: pointer; }
  .antes button[aria-pressed="true"] { background: #fde68a; color: #111827; }
  .deal { font: inherit; border: 0; border-radius: 999px; cursor: pointer; padding: 0.7rem 1.8rem; font-weight: 800; font-size: 1.05rem; color: #fff; background: linear-gradient(#3b82f6, #1d4ed8); box-shadow: 0 4px 0 #1e3a8a; }
  @media (max-width: 480px) { .card { width: 2.4rem; height: 3.4rem; font-size: 0.9rem; } .felt { padding: 0.6rem; gap: 0.5rem; } }`;

const script = `
  const RANKS = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
  const SUITS = ['♣', '♦', '♥', '♠'];
  let ante = 0, busy = false;
  const seatName = (i) => i === 0 ? T.you : T.seat.replace('{n}', String(i + 1));
  const seats = [0, 1, 2, 3].map((i) => {
    const el = document.createElement('section');
    el.className = 'seat' + (i === 0 ? ' you' : '');
    el.innerHTML = '<h2></h2><div class="cards"></div><div class="hand"></div>';
    el.querySelector('h2').textContent = seatName(i);
    $('felt').appendChild(el);
    return el;
  });
  const showCards = (el, cards) => {
    const box = el.querySelector('.cards');
    box.replaceChildren(...cards.map((c) => {
      const d = document.createElement('span');
      if (!c) { d.className = 'card back'; return d; }
      d.className = 'card' + (c.suit === 1 || c.suit === 2 ? ' red' : '');
      d.textContent = (RANKS[c.rank] || String(c.rank)) + SUITS[c.suit];
      d.setAttribute('aria-label', (RANKS[c.rank] || String(c.rank)) + ' ' + SUITS[c.suit]);
      return d;
    }));
  };
  for (const el of seats) showCards(el, [null, null, null]);
  const ready = () => { $('deal').disabled = busy || !session; $('pot').textContent = money(ante * 4); };
  async function open() {
    const answer = await openSession();
    if (!answer) return;
    ante = answer.antes[0];
    const group = $('antes');
    for (const value of answer.antes) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = money(value);
      b.setAttribute('aria-pressed', String(value === ante));
      b.addEventListener('click', () => { ante = value; for (const o of group.children) o.setAttribute('aria-pressed', String(o === b)); ready(); });
      group.appendChild(b);
    }
    if (answer.balance < ante) say(T.noMoney, 'error');
    ready();
  }
  async function deal() {
    if (busy || !session) return;
    busy = true; ready(); say('');
    for (const el of seats) { el.classList.remove('won'); el.querySelector('.hand').textContent = ''; showCards(el, [null, null, null]); }
    const answer = await post('/api/spin', { session, ante }).catch(() => null);
    busy = false;
    if (!answer || answer.error) {
      say(problem(answer && answer.error), 'error');
      if (answer && typeof answer.balance === 'number') $('balance').textContent = money(answer.balance);
      ready();
      return;
    }
    answer.hands.forEach((h, i) => {
      showCards(seats[i], h.cards);
      seats[i].querySelector('.hand').textContent = T.hands[h.category];
      if (answer.winners.includes(i)) seats[i].classList.add('won');
    });
    $('balance').textContent = money(answer.balance);
    const mine = T.hands[answer.hands[0].category];
    if (answer.win > 0) say((answer.winners.length > 1 ? T.split : T.won).replace('{amount}', money(answer.win)).replace('{hand}', mine), 'win');
    else { const w = answer.winners[0]; say(T.lost.replace('{seat}', seatName(w)).replace('{hand}', T.hands[answer.hands[w].category])); }
    ready();
  }
  $('deal').addEventListener('click', deal);
  open();`;

export function showdownPage(options: PageOptions): string {
  const t = pageTexts(options.language, texts[options.language]);
  return sandboxPage({
    options,
    texts: t,
    look: {
      background: 'radial-gradient(circle at 50% 10%, #1e3a8a, #0b1020 75%)',
      width: '48rem',
    },
    style,
    body: `  <div class="felt" id="felt"></div>
  <div class="bar">
    <div class="box"><small>${t.balance}</small><strong id="balance">${t.loading}</strong></div>
    <div class="antes" id="antes" role="group" aria-label="${t.ante}"></div>
    <div class="box"><small>${t.pot}</small><strong id="pot">0</strong></div>
    <button type="button" class="deal" id="deal" disabled>${t.deal}</button>
  </div>
  <p class="message" id="message" role="status">${t.place}</p>`,
    script,
  });
}
