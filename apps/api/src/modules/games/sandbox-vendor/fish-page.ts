import { SEA } from './games/fish.js';
import { escapeHtml, pageTexts, sandboxPage, type PageOptions } from './sandbox-page-shell.js';
import { fishDrawing } from './fish-drawing.js';
import { fishTexts } from './fish-texts.js';

/**
 * The sandbox vendor's fish shooter: a real, playable HTML5 canvas game. Fish the vendor made
 * swim across the sea; the player picks a stake per shot and fires at a fish (pointer, or
 * ← → to aim and space to fire). Each shot is a round the vendor's server settles through the
 * site's wallet. Words in the site's four languages.
 */

const style = `
  .sea-wrap { position: relative; border-radius: 1rem; overflow: hidden; box-shadow: 0 10px 40px #0009; border: 3px solid #0e7490; }
  canvas.sea { display: block; width: 100%; aspect-ratio: ${SEA.width} / ${SEA.height}; touch-action: manipulation; cursor: crosshair; background: #0c4a6e; }
  canvas.sea:focus-visible { outline: 3px solid #fde68a; outline-offset: -3px; }
  .help { font-size: 0.8rem; color: #bae6fd; text-align: center; margin: 0.4rem 0 0; }
  .chips { display: flex; gap: 0.4rem; flex-wrap: wrap; }
  .chips button { min-width: 3.3rem; height: 2.6rem; border-radius: 999px; border: 2px solid #67e8f9; background: #083344; color: #cffafe; font-weight: 800; font-size: 0.8rem; cursor: pointer; padding: 0 0.6rem; }
  .chips button[aria-pressed="true"] { background: #22d3ee; color: #083344; }
  .paytable { margin-top: 1rem; background: #08334499; border-radius: 0.8rem; padding: 0.6rem; }
  .paytable h2 { font-size: 0.9rem; margin: 0 0 0.4rem; color: #a5f3fc; }
  .paytable ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr)); gap: 0.4rem; }
  .paytable li { display: flex; flex-direction: column; align-items: center; background: #0c4a6e; border-radius: 0.6rem; padding: 0.3rem; font-size: 0.78rem; }
  .paytable canvas { width: 100%; max-width: 7rem; aspect-ratio: 5 / 3; }
  .paytable strong { color: #fde68a; }
  .paytable p { font-size: 0.75rem; color: #bae6fd; margin: 0.5rem 0 0; }`;

const script = `
  const W = boot.sea.width, H = boot.sea.height, MARGIN = 160;
  const SIZE = boot.sizes;
  const canvas = $('sea');
  const ctx = canvas.getContext('2d');
  const swimming = new Map();
  const bubbles = Array.from({ length: 28 }, (_, i) => ({ x: (i * 137) % W, y: (i * 263) % H, r: 2 + (i % 4), v: 18 + (i % 5) * 6 }));
  const effects = [];
  let bets = [], betIndex = 0, multipliers = {}, busy = false, aim = 0, ready = false;
  const cannon = { x: W / 2, y: H - 18 };
  const label = (kind) => T.fish[kind] || kind;
  ${fishDrawing}
  const add = (spec, born) => swimming.set(spec.id, { spec, born, caught: 0 });
  const place = (f, now) => {
    const s = f.spec, t = (now - f.born) / 1000, span = W + 2 * MARGIN;
    const d = ((s.phase / 1000) * span + s.speed * t) % span;
    return { x: s.heading > 0 ? d - MARGIN : W + MARGIN - d, y: s.lane + Math.sin(t * 1.4 + s.phase) * s.weave };
  };
  const resize = () => {
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(canvas.clientWidth * ratio * H / W);
  };
  window.addEventListener('resize', resize);
  resize();
  function backdrop(now) {
    const sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, '#38bdf8'); sky.addColorStop(0.35, '#0369a1'); sky.addColorStop(1, '#082f49');
    ctx.fillStyle = sky; ctx.fillRect(0, 0, W, H);
    ctx.save(); ctx.globalAlpha = 0.08; ctx.fillStyle = '#ffffff';
    for (let i = 0; i < 5; i += 1) {
      const x = 120 + i * 190 + Math.sin(now / 3000 + i) * 30;
      ctx.beginPath(); ctx.moveTo(x, 0); ctx.lineTo(x + 60, 0); ctx.lineTo(x + 180, H); ctx.lineTo(x + 80, H); ctx.fill();
    }
    ctx.restore();
    ctx.fillStyle = '#d6b36a';
    ctx.beginPath(); ctx.moveTo(0, H);
    for (let x = 0; x <= W; x += 50) ctx.lineTo(x, H - 34 - Math.sin(x / 90) * 10);
    ctx.lineTo(W, H); ctx.fill();
    for (const [x, h, c] of [[70, 150, '#15803d'], [110, 110, '#22c55e'], [860, 170, '#16a34a'], [910, 120, '#4ade80'], [520, 90, '#15803d']]) {
      ctx.strokeStyle = c; ctx.lineWidth = 9; ctx.lineCap = 'round';
      ctx.beginPath(); ctx.moveTo(x, H - 30);
      for (let k = 1; k <= 6; k += 1) ctx.lineTo(x + Math.sin(now / 900 + k + x) * 12, H - 30 - (h * k) / 6);
      ctx.stroke();
    }
    ctx.fillStyle = '#475569';
    ctx.beginPath(); ctx.ellipse(300, H - 30, 60, 26, 0, Math.PI, 0); ctx.fill();
    ctx.beginPath(); ctx.ellipse(700, H - 28, 44, 20, 0, Math.PI, 0); ctx.fill();
    ctx.strokeStyle = '#e0f2fe88'; ctx.lineWidth = 1.5;
    for (const b of bubbles) {
      const y = ((b.y - (now / 1000) * b.v) % H + H) % H;
      ctx.beginPath(); ctx.arc(b.x + Math.sin(now / 700 + b.x) * 6, y, b.r, 0, Math.PI * 2); ctx.stroke();
    }
  }
  function drawCannon() {
    ctx.save();
    ctx.setLineDash([10, 12]); ctx.strokeStyle = document.activeElement === canvas ? '#fde68acc' : '#fde68a44'; ctx.lineWidth = 2;
    ctx.beginPath(); ctx.moveTo(cannon.x, cannon.y); ctx.lineTo(cannon.x + Math.sin(aim) * 900, cannon.y - Math.cos(aim) * 900); ctx.stroke();
    ctx.setLineDash([]);
    ctx.translate(cannon.x, cannon.y); ctx.rotate(aim);
    const barrel = ctx.createLinearGradient(-14, 0, 14, 0);
    barrel.addColorStop(0, '#a16207'); barrel.addColorStop(0.5, '#fde047'); barrel.addColorStop(1, '#a16207');
    ctx.fillStyle = barrel; ctx.fillRect(-13, -70, 26, 70);
    ctx.fillStyle = '#78350f'; ctx.fillRect(-16, -76, 32, 10);
    ctx.restore();
    ctx.fillStyle = '#1e293b'; ctx.beginPath(); ctx.arc(cannon.x, cannon.y + 8, 40, Math.PI, 0); ctx.fill();
    ctx.strokeStyle = '#fbbf24'; ctx.lineWidth = 4; ctx.stroke();
  }
  function frame(now) {
    ctx.setTransform(canvas.width / W, 0, 0, canvas.height / H, 0, 0);
    backdrop(now);
    for (const [id, f] of swimming) {
      const at = place(f, f.caught || now);
      ctx.save(); ctx.translate(at.x, at.y);
      if (f.caught) {
        const p = (now - f.caught) / 700;
        if (p >= 1) { swimming.delete(id); ctx.restore(); continue; }
        ctx.globalAlpha = 1 - p; ctx.rotate(p * 6); ctx.scale(1 - p * 0.5, 1 - p * 0.5);
      }
      if (f.spec.heading < 0) ctx.scale(-1, 1);
      drawFish(ctx, f.spec.kind, now / 1000 + f.spec.id);
      ctx.restore();
      if (!f.caught && multipliers[f.spec.kind] >= 10) {
        ctx.font = 'bold 20px system-ui, sans-serif'; ctx.textAlign = 'center'; ctx.fillStyle = '#fef9c3';
        ctx.fillText('×' + multipliers[f.spec.kind], at.x, at.y - SIZE[f.spec.kind] / 2 - 8);
      }
    }
    for (let i = effects.length - 1; i >= 0; i -= 1) {
      const e = effects[i], p = (now - e.at) / e.ms;
      if (p >= 1) { effects.splice(i, 1); continue; }
      if (e.kind === 'shot') {
        const to = e.target ? place(e.target, e.target.caught || now) : e.to;
        const x = cannon.x + (to.x - cannon.x) * p, y = cannon.y - 70 + (to.y - cannon.y + 70) * p;
        ctx.fillStyle = '#fde047'; ctx.beginPath(); ctx.arc(x, y, 9, 0, Math.PI * 2); ctx.fill();
        ctx.fillStyle = '#fef9c388'; ctx.beginPath(); ctx.arc(x, y, 16, 0, Math.PI * 2); ctx.fill();
      } else if (e.kind === 'net') {
        ctx.strokeStyle = 'rgba(250, 204, 21,' + (1 - p) + ')'; ctx.lineWidth = 3;
        const r = 30 + p * 70;
        ctx.beginPath(); ctx.arc(e.x, e.y, r, 0, Math.PI * 2); ctx.stroke();
        for (let k = 0; k < 8; k += 1) { ctx.beginPath(); ctx.moveTo(e.x, e.y); ctx.lineTo(e.x + Math.cos(k * Math.PI / 4) * r, e.y + Math.sin(k * Math.PI / 4) * r); ctx.stroke(); }
      } else if (e.kind === 'coins') {
        ctx.font = 'bold 34px system-ui, sans-serif'; ctx.textAlign = 'center';
        ctx.fillStyle = 'rgba(254, 240, 138,' + (1 - p) + ')'; ctx.strokeStyle = 'rgba(120, 53, 15,' + (1 - p) + ')'; ctx.lineWidth = 4;
        ctx.strokeText(e.text, e.x, e.y - p * 80); ctx.fillText(e.text, e.x, e.y - p * 80);
      } else if (e.kind === 'splash') {
        ctx.strokeStyle = 'rgba(224, 242, 254,' + (1 - p) + ')'; ctx.lineWidth = 2;
        ctx.beginPath(); ctx.arc(e.x, e.y, 10 + p * 30, 0, Math.PI * 2); ctx.stroke();
      }
    }
    drawCannon();
    if (!ready) {
      ctx.fillStyle = '#082f49cc'; ctx.fillRect(0, H / 2 - 40, W, 80);
      ctx.font = 'bold 30px system-ui, sans-serif'; ctx.textAlign = 'center'; ctx.fillStyle = '#e0f2fe';
      ctx.fillText($('message').textContent || T.loading, W / 2, H / 2 + 10);
    }
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
  const toWorld = (event) => {
    const box = canvas.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * W, y: ((event.clientY - box.top) / box.height) * H, scale: W / box.width };
  };
  const radius = (kind) => SIZE[kind] * 0.45;
  function fishAt(point, now) {
    let best = null, bestDistance = Infinity;
    for (const f of swimming.values()) {
      if (f.caught) continue;
      const at = place(f, now);
      const d = Math.hypot(at.x - point.x, (at.y - point.y) * 1.4);
      if (d < Math.max(radius(f.spec.kind), 22 * point.scale) && d < bestDistance) { best = f; bestDistance = d; }
    }
    return best;
  }
  function fishInSights(now) {
    const dx = Math.sin(aim), dy = -Math.cos(aim);
    let best = null, nearest = Infinity;
    for (const f of swimming.values()) {
      if (f.caught) continue;
      const at = place(f, now);
      if (at.x < 0 || at.x > W) continue;
      const along = (at.x - cannon.x) * dx + (at.y - cannon.y) * dy;
      const off = Math.abs((at.x - cannon.x) * dy - (at.y - cannon.y) * dx);
      if (along > 0 && off < radius(f.spec.kind) + 12 && along < nearest) { best = f; nearest = along; }
    }
    return best;
  }
  const aimAt = (point) => { aim = Math.max(-1.35, Math.min(1.35, Math.atan2(point.x - cannon.x, cannon.y - point.y))); };
  const showBet = () => {
    for (const [i, b] of [...$('chips').children].entries()) b.setAttribute('aria-pressed', String(i === betIndex));
  };
  async function fire(target) {
    if (busy || !session || !ready) return;
    if (!target) { say(T.noFish); return; }
    busy = true;
    const shot = { kind: 'shot', at: performance.now(), ms: 260, target };
    effects.push(shot);
    const sent = Date.now();
    const answer = await post('/api/spin', { session, bet: bets[betIndex], fish: target.spec.id }).catch(() => null);
    await new Promise((r) => setTimeout(r, Math.max(0, 260 - (Date.now() - sent))));
    const now = performance.now();
    const at = place(target, target.caught || now);
    if (!answer || answer.error) {
      say(problem(answer && answer.error), 'error');
      if (answer && typeof answer.balance === 'number') $('balance').textContent = money(answer.balance);
      if (answer && answer.error === 'FISH_NOT_FOUND') target.caught = now;
    } else {
      $('balance').textContent = money(answer.balance);
      $('win').textContent = money(answer.win);
      if (answer.hit) {
        target.caught = now;
        effects.push({ kind: 'net', at: now, ms: 600, x: at.x, y: at.y });
        effects.push({ kind: 'coins', at: now, ms: 1200, x: at.x, y: at.y, text: '+' + money(answer.win) });
        if (answer.spawned) add(answer.spawned, now);
        say(T.hit.replace('{fish}', label(answer.kind)).replace('{x}', String(multipliers[answer.kind])).replace('{amount}', money(answer.win)), 'win');
      } else {
        effects.push({ kind: 'splash', at: now, ms: 400, x: at.x, y: at.y });
        say(T.miss.replace('{fish}', label(answer.kind)));
      }
    }
    busy = false;
  }
  canvas.addEventListener('pointerdown', (event) => {
    const point = toWorld(event);
    aimAt(point);
    fire(fishAt(point, performance.now()));
  });
  canvas.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      aim = Math.max(-1.35, Math.min(1.35, aim + (event.key === 'ArrowLeft' ? -0.07 : 0.07)));
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      betIndex = Math.max(0, Math.min(bets.length - 1, betIndex + (event.key === 'ArrowUp' ? 1 : -1)));
      showBet();
      say(T.bet + ': ' + money(bets[betIndex]));
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      fire(fishInSights(performance.now()));
    }
  });
  async function open() {
    const answer = await openSession();
    if (!answer) return;
    bets = answer.bets; multipliers = answer.multipliers;
    const now = performance.now();
    for (const spec of answer.fish) add(spec, now);
    const group = $('chips');
    bets.forEach((value, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = money(value);
      b.setAttribute('aria-label', T.chip.replace('{amount}', money(value)));
      b.addEventListener('click', () => { betIndex = i; showBet(); });
      group.appendChild(b);
    });
    showBet();
    const list = $('kinds');
    for (const kind of Object.keys(multipliers)) {
      const item = document.createElement('li');
      const picture = document.createElement('canvas');
      picture.width = 250; picture.height = 150;
      picture.setAttribute('aria-hidden', 'true');
      const p = picture.getContext('2d');
      p.translate(125, 75);
      const scale = Math.min(1, 200 / SIZE[kind]);
      p.scale(scale, scale);
      drawFish(p, kind, 0);
      const name = document.createElement('span');
      name.textContent = label(kind);
      const pays = document.createElement('strong');
      pays.textContent = '×' + multipliers[kind];
      item.append(picture, name, pays);
      list.appendChild(item);
    }
    ready = true;
    say('');
  }
  open();`;

export function fishPage(options: PageOptions): string {
  const t = pageTexts(options.language, fishTexts[options.language]);
  return sandboxPage({
    options,
    texts: t,
    look: { background: 'radial-gradient(circle at 50% 0, #0e7490, #021526 75%)', width: '60rem' },
    style,
    boot: {
      sea: SEA,
      sizes: {
        clownfish: 70,
        puffer: 64,
        turtle: 96,
        lionfish: 90,
        ray: 130,
        shark: 170,
        whale: 230,
        dragon: 200,
      },
    },
    body: `  <div class="sea-wrap"><canvas class="sea" id="sea" tabindex="0" role="application" aria-label="${escapeHtml(t.sea)}"></canvas></div>
  <p class="help">${escapeHtml(t.help)}</p>
  <div class="bar">
    <div class="box"><small>${escapeHtml(t.balance)}</small><strong id="balance">${escapeHtml(t.loading)}</strong></div>
    <div><small class="sr-only">${escapeHtml(t.bet)}</small><div class="chips" id="chips" role="group" aria-label="${escapeHtml(t.bet)}"></div></div>
    <div class="box"><small>${escapeHtml(t.win)}</small><strong id="win">0</strong></div>
  </div>
  <p class="message" id="message" role="status">${escapeHtml(t.loading)}</p>
  <section class="paytable" aria-labelledby="paytable-title">
    <h2 id="paytable-title">${escapeHtml(t.paytable)}</h2>
    <ul id="kinds"></ul>
    <p>${escapeHtml(t.rtp)}</p>
  </section>`,
    script,
  });
}
