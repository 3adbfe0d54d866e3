/**
 * The match boards' page script (after the shell's prelude): the board, the bet slip, the
 * match played out on the page, and the check of the revealed draw with Web Crypto.
 */
export const matchScript = `
  const S = boot.sportTexts;
  const sport = boot.sport;
  let stakes = [], stakeIndex = 0, picks = [], busy = false, chosen = null;
  const cards = new Map();
  const odds = (hundredths) => new Intl.NumberFormat(boot.lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100);
  const teamOf = (view, pick) => pick === 'home' ? view.home : view.away;
  const pickName = (view, pick) => S.pickName[pick].replace('{team}', teamOf(view, pick));
  const fill = (text, values) => Object.keys(values).reduce((s, k) => s.split('{' + k + '}').join(String(values[k])), text);
  const SVG = 'http://www.w3.org/2000/svg';
  const colours = ['#dc2626', '#2563eb', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#db2777', '#ca8a04', '#475569', '#0d9488'];
  function crest(name) {
    let h = 0;
    for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 40 46'); svg.setAttribute('class', 'crest'); svg.setAttribute('aria-hidden', 'true');
    const shield = 'M20 2 L37 8 V22 C37 33 29 41 20 44 C11 41 3 33 3 22 V8 Z';
    const base = document.createElementNS(SVG, 'path');
    base.setAttribute('d', shield); base.setAttribute('fill', colours[h % colours.length]); base.setAttribute('stroke', '#f8fafc'); base.setAttribute('stroke-width', '2');
    const band = document.createElementNS(SVG, 'path');
    band.setAttribute('d', h % 2 ? 'M3 16 H37 V24 H3 Z' : 'M16 2.5 L24 3.5 V43 L20 44 L16 43 Z');
    band.setAttribute('fill', colours[(h >> 4) % colours.length]); band.setAttribute('opacity', '0.85');
    const text = document.createElementNS(SVG, 'text');
    text.setAttribute('x', '20'); text.setAttribute('y', '28'); text.setAttribute('text-anchor', 'middle');
    text.setAttribute('font-size', '13'); text.setAttribute('font-weight', '800'); text.setAttribute('fill', '#ffffff'); text.setAttribute('font-family', 'system-ui, sans-serif');
    text.textContent = name.split(' ').map((w) => w[0]).join('').slice(0, 2).toUpperCase();
    svg.append(base, band, text);
    return svg;
  }
  function team(name) {
    const el = document.createElement('div');
    el.className = 'team';
    const label = document.createElement('span');
    label.textContent = name;
    el.append(crest(name), label);
    return el;
  }
  const slip = () => {
    $('slip-pick').textContent = chosen ? fill(S.matchNo, { n: chosen.view.number }) + ' · ' + pickName(chosen.view, chosen.pick) + ' @ ' + odds(chosen.view.odds[chosen.pick]) : T.pickNone;
    const stake = stakes[stakeIndex] || 0;
    $('returns').textContent = chosen ? money((stake / 100) * chosen.view.odds[chosen.pick]) : '—';
    $('place').disabled = busy || !session || !chosen;
    for (const [i, b] of [...$('stakes').children].entries()) { b.setAttribute('aria-pressed', String(i === stakeIndex)); b.disabled = busy; }
    for (const { el, view } of cards.values()) {
      for (const b of el.querySelectorAll('.odd')) {
        b.setAttribute('aria-pressed', String(!!chosen && chosen.view.number === view.number && chosen.pick === b.dataset.pick));
        b.disabled = busy;
      }
    }
  };
  function card(view) {
    const el = document.createElement('article');
    el.className = 'match';
    const head = document.createElement('header');
    head.textContent = fill(S.matchNo, { n: view.number });
    const teams = document.createElement('div');
    teams.className = 'teams';
    const vs = document.createElement('span');
    vs.className = 'vs'; vs.textContent = 'vs';
    teams.append(team(view.home), vs, team(view.away));
    const row = document.createElement('div');
    row.className = 'odds';
    for (const pick of picks) {
      const b = document.createElement('button');
      b.type = 'button'; b.className = 'odd'; b.dataset.pick = pick;
      const label = document.createElement('span');
      label.textContent = S.picks[pick];
      const price = document.createElement('strong');
      price.textContent = odds(view.odds[pick]);
      b.append(label, price);
      b.setAttribute('aria-label', pickName(view, pick) + ', ' + fill(T.odds, { odds: odds(view.odds[pick]) }));
      b.addEventListener('click', () => {
        if (busy) return;
        chosen = { view, pick };
        slip();
        $('place').scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      });
      row.appendChild(b);
    }
    const hash = document.createElement('p');
    hash.className = 'hash';
    const code = document.createElement('code');
    code.textContent = view.hash;
    hash.append(T.hash + ': ', code);
    el.append(head, teams, row, hash);
    return el;
  }
  function showMatch(view, replacing) {
    const el = card(view);
    const old = replacing === undefined ? null : cards.get(replacing);
    if (old) { old.el.replaceWith(el); cards.delete(replacing); } else $('matches').appendChild(el);
    cards.set(view.number, { view, el });
  }
  const randomSeed = () => {
    const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => letters[b % letters.length]).join('');
  };
  $('client-seed').value = randomSeed();
  $('new-seed').addEventListener('click', () => { $('client-seed').value = randomSeed(); });
  const line = (text) => { const li = document.createElement('li'); li.textContent = text; $('events').appendChild(li); };
  const scoreText = (score) => score.home + ' – ' + score.away;
  function field() {
    const box = $('field');
    box.replaceChildren();
    if (sport === 'football') {
      const pitch = document.createElement('div');
      pitch.className = 'pitch';
      const left = document.createElement('span'); left.className = 'box-l';
      const right = document.createElement('span'); right.className = 'box-r';
      const ball = document.createElement('span'); ball.className = 'ball';
      pitch.append(left, right, ball);
      box.appendChild(pitch);
      return { move: (x, y) => { ball.style.left = x + '%'; ball.style.top = y + '%'; } };
    }
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 160 80'); svg.setAttribute('class', 'arena'); svg.setAttribute('aria-hidden', 'true');
    const parts = [
      ['rect', { width: 160, height: 80, fill: '#1e1b4b' }],
      ['path', { d: 'M-10 86 L170 -6', stroke: '#38bdf8', 'stroke-width': 9, opacity: 0.35 }],
      ['path', { d: 'M14 66 V14 H146 M14 66 H146 V14 M14 66 L146 14', stroke: '#a5b4fc', 'stroke-width': 3, fill: 'none', opacity: 0.7 }],
      ['circle', { cx: 40, cy: 30, r: 7, fill: '#166534' }],
      ['circle', { cx: 120, cy: 52, r: 7, fill: '#166534' }],
      ['rect', { x: 4, y: 56, width: 20, height: 20, rx: 3, fill: '#ef4444', stroke: '#fecaca', 'stroke-width': 2 }],
      ['rect', { x: 136, y: 4, width: 20, height: 20, rx: 3, fill: '#3b82f6', stroke: '#bfdbfe', 'stroke-width': 2 }],
    ];
    for (const [tag, attrs] of parts) {
      const el = document.createElementNS(SVG, tag);
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
      svg.appendChild(el);
    }
    const push = document.createElementNS(SVG, 'circle');
    push.setAttribute('r', '5'); push.setAttribute('fill', '#fde047'); push.setAttribute('stroke', '#78350f'); push.setAttribute('stroke-width', '1.5');
    svg.appendChild(push);
    box.appendChild(svg);
    return { move: (share) => { push.setAttribute('cx', String(14 + 132 * share)); push.setAttribute('cy', String(66 - 52 * share)); } };
  }
  function play(bet, answer) {
    $('live').hidden = false;
    $('live-home').replaceChildren(team(bet.view.home));
    $('live-away').replaceChildren(team(bet.view.away));
    $('events').replaceChildren();
    const score = { home: 0, away: 0 };
    $('live-score').textContent = scoreText(score);
    const look = field();
    const events = sport === 'football'
      ? answer.story.goals.map((g) => ({ at: g.minute / 90, side: g.side, text: () => fill(S.goal, { minute: g.minute, team: teamOf(bet.view, g.side) }) }))
      : answer.story.maps.map((m, i, all) => ({ at: (i + 1) / all.length, side: m.winner, text: () => fill(S.mapWon, { team: teamOf(bet.view, m.winner), name: m.name, minutes: m.minutes }) }));
    line(S.kickoff);
    const started = Date.now();
    let shown = 0, lastMove = 0, push = 0.5;
    return new Promise((resolve) => {
      const timer = setInterval(() => {
        const p = Math.min(1, (Date.now() - started) / answer.playMs);
        $('clock-fill').style.width = (p * 100).toFixed(1) + '%';
        if (sport === 'football') $('clock-time').textContent = Math.round(p * 90) + '′';
        else $('clock-time').textContent = fill(S.map, { n: Math.min(events.length, shown + 1), name: (answer.story.maps[Math.min(events.length - 1, shown)] || {}).name || '' });
        let scored = null;
        while (shown < events.length && events[shown].at <= p) {
          const e = events[shown++];
          score[e.side] += 1;
          line(e.text());
          scored = e.side;
        }
        if (scored) {
          const board = $('live-score');
          board.textContent = scoreText(score);
          board.classList.remove('flash'); void board.offsetWidth; board.classList.add('flash');
          if (sport === 'football') look.move(scored === 'home' ? 96 : 4, 50);
          else { push = scored === 'home' ? 1 : 0; look.move(push); }
          lastMove = Date.now();
        } else if (Date.now() - lastMove > 380) {
          lastMove = Date.now();
          if (sport === 'football') look.move(12 + Math.random() * 76, 12 + Math.random() * 76);
          else { push = Math.max(0.15, Math.min(0.85, 0.5 + (push - 0.5) * 0.3 + (Math.random() - 0.5) * 0.5)); look.move(push); }
        }
        if (p >= 1) {
          clearInterval(timer);
          line(fill(S.final, { home: bet.view.home, away: bet.view.away, score: scoreText(score) }));
          resolve();
        }
      }, 100);
    });
  }
  const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
  async function verify(hashBefore, reveal) {
    if (!window.crypto || !crypto.subtle) return null;
    try {
      const text = new TextEncoder();
      const hash = hex(await crypto.subtle.digest('SHA-256', text.encode(reveal.serverSeed)));
      const key = await crypto.subtle.importKey('raw', text.encode(reveal.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      const mac = hex(await crypto.subtle.sign('HMAC', key, text.encode(reveal.clientSeed + ':' + reveal.nonce)));
      let index = -1;
      for (let w = 0; w < 8; w += 1) {
        const value = parseInt(mac.slice(w * 8, w * 8 + 8), 16);
        if (value < 4294967000 || w === 7) { index = value % 1000; break; }
      }
      let rest = index, row = null;
      for (const r of reveal.table) { if (rest < r.weight) { row = r; break; } rest -= r.weight; }
      return hash === hashBefore && mac === reveal.hmac && index === reveal.index && !!row && row.home === reveal.score.home && row.away === reveal.score.away;
    } catch { return null; }
  }
  async function proof(bet, reveal) {
    $('proof').hidden = false;
    let from = 0;
    for (const r of reveal.table) { if (r.home === reveal.score.home && r.away === reveal.score.away) break; from += r.weight; }
    const row = reveal.table.find((r) => r.home === reveal.score.home && r.away === reveal.score.away);
    const word = parseInt(reveal.hmac.slice(reveal.word * 8, reveal.word * 8 + 8), 16);
    const items = [
      [T.serverSeed, reveal.serverSeed, true],
      [T.seedHash, bet.view.hash, true],
      [T.clientSeed, reveal.clientSeed, true],
      [T.nonce, String(reveal.nonce)],
      [T.hmac, reveal.hmac, true],
      [T.word, '#' + (reveal.word + 1) + ': ' + word],
      [T.index, String(reveal.index)],
      [T.outcome, scoreText(reveal.score) + ' (' + fill(T.range, { from, to: from + (row ? row.weight : 1) - 1 }) + ')'],
    ];
    const list = $('proof-list');
    list.replaceChildren();
    for (const [term, value, mono] of items) {
      const dt = document.createElement('dt'); dt.textContent = term;
      const dd = document.createElement('dd');
      if (mono) { const c = document.createElement('code'); c.textContent = value; dd.appendChild(c); } else dd.textContent = value;
      list.append(dt, dd);
    }
    const check = $('proof-check');
    check.textContent = '';
    const ok = await verify(bet.view.hash, reveal);
    check.textContent = ok === null ? T.noCheck : ok ? T.checked : T.checkFailed;
    check.className = 'check ' + (ok === null ? '' : ok ? 'ok' : 'bad');
  }
  function remember(bet, reveal, win) {
    const li = document.createElement('li');
    li.textContent = fill(S.matchNo, { n: bet.view.number }) + ' · ' + bet.view.home + ' ' + scoreText(reveal.score) + ' ' + bet.view.away + ' · ' + pickName(bet.view, bet.pick) + ' · ' + (win > 0 ? '+' + money(win) : '−' + money(bet.stake));
    $('history').prepend(li);
    $('history-box').hidden = false;
    while ($('history').children.length > 5) $('history').lastChild.remove();
  }
  async function place() {
    if (busy || !session || !chosen) return;
    const clientSeed = $('client-seed').value.trim();
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(clientSeed)) { say(T.badSeed, 'error'); $('client-seed').focus(); return; }
    const bet = { view: chosen.view, pick: chosen.pick, stake: stakes[stakeIndex] };
    busy = true; slip(); say('');
    const answer = await post('/api/spin', { session, match: bet.view.number, pick: bet.pick, stake: bet.stake, clientSeed }).catch(() => null);
    if (!answer || answer.error) {
      say(problem(answer && answer.error), 'error');
      if (answer && typeof answer.balance === 'number') $('balance').textContent = money(answer.balance);
      busy = false; slip();
      return;
    }
    chosen = null;
    $('balance').textContent = money(answer.balance);
    $('win').textContent = money(0);
    say(T.playing + ' ' + fill(T.yourPick, { pick: pickName(bet.view, bet.pick), stake: money(bet.stake) }));
    $('live').scrollIntoView({ block: 'nearest' });
    await play(bet, answer);
    say(T.settling);
    const settled = await post('/api/settle', { session, ticket: answer.ticket }).catch(() => null);
    showMatch(answer.next, bet.view.number);
    if (!settled || !settled.reveal) {
      say(problem(settled && settled.error), 'error');
    } else {
      if (settled.error) say(problem(settled.error), 'error');
      else {
        $('balance').textContent = money(settled.balance);
        $('win').textContent = money(settled.win);
        say(settled.win > 0 ? fill(T.wonBet, { amount: money(settled.win) }) : T.lostBet, settled.win > 0 ? 'win' : '');
        remember(bet, settled.reveal, settled.win);
      }
      await proof(bet, settled.reveal);
    }
    busy = false; slip();
  }
  $('place').addEventListener('click', place);
  async function open() {
    const answer = await openSession();
    if (!answer) { $('slip-pick').textContent = ''; return; }
    stakes = answer.stakes; picks = answer.picks;
    for (const view of answer.matches) showMatch(view);
    stakes.forEach((value, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = money(value);
      b.addEventListener('click', () => { stakeIndex = i; slip(); });
      $('stakes').appendChild(b);
    });
    slip();
    say(T.pickNone);
  }
  open();`;
