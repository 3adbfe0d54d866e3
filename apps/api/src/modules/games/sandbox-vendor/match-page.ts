import type { Sport } from './games/matches.js';
import { matchScript } from './match-script.js';
import { matchTexts, sportTexts } from './match-texts.js';
import { escapeHtml, pageTexts, sandboxPage, type PageOptions } from './sandbox-page-shell.js';

/**
 * The sandbox vendor's match boards, football (SPORTS) and e-sports (ESPORTS): real, playable
 * HTML5 pages. The player picks an outcome of a match and a stake, and may set the client
 * seed; the bet goes to the wallet, the match plays out on the page for a few seconds, then
 * the vendor sends the win and reveals the match's server seed, which the page checks.
 */
const style = `
  [hidden] { display: none !important; }
  .fair { font-size: 0.85rem; color: #c7d2fe; text-align: center; margin: 0.25rem 0 0.75rem; }
  .seed { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; justify-content: center; margin-bottom: 0.75rem; font-size: 0.85rem; }
  .seed input { font: inherit; font-family: ui-monospace, monospace; width: 14rem; max-width: 100%; padding: 0.35rem 0.5rem; border-radius: 0.4rem; border: 1px solid #6366f1; background: #0f172a; color: #f9fafb; }
  .seed input:focus-visible { outline: 3px solid #fde68a; outline-offset: 1px; }
  .ghost { border: 1px solid #a5b4fc; background: transparent; color: #e0e7ff; border-radius: 999px; padding: 0.35rem 0.8rem; cursor: pointer; }
  .layout { display: grid; gap: 0.75rem; }
  @media (min-width: 760px) { .layout { grid-template-columns: 1fr 17rem; align-items: start; } }
  .matches { display: grid; gap: 0.6rem; }
  .match { background: #111827e6; border: 1px solid #334155; border-radius: 0.8rem; padding: 0.6rem; }
  .match header { font-size: 0.75rem; color: #a5b4fc; text-transform: uppercase; letter-spacing: 0.05em; }
  .teams { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 0.4rem; margin: 0.4rem 0; font-weight: 700; font-size: 0.9rem; }
  .team { display: flex; align-items: center; gap: 0.35rem; min-width: 0; }
  .team:last-child { flex-direction: row-reverse; text-align: right; }
  .team span { overflow-wrap: break-word; min-width: 0; }
  .crest { width: 2rem; height: 2.3rem; flex: none; }
  .vs { color: #94a3b8; font-size: 0.8rem; }
  .odds { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 0.35rem; }
  .odd { border: 1px solid #475569; background: #1e293b; color: #f8fafc; border-radius: 0.5rem; padding: 0.4rem 0.2rem; cursor: pointer; display: flex; flex-direction: column; align-items: center; }
  .odd span { font-size: 0.7rem; color: #cbd5e1; }
  .odd strong { font-size: 1rem; color: #fde68a; font-variant-numeric: tabular-nums; }
  .odd[aria-pressed="true"] { background: #4f46e5; border-color: #c7d2fe; }
  .odd[aria-pressed="true"] strong { color: #fff; }
  .hash { margin: 0.4rem 0 0; font-size: 0.68rem; color: #94a3b8; }
  code { font-family: ui-monospace, monospace; word-break: break-all; color: #e2e8f0; }
  .slip { background: #1e1b4bf0; border: 1px solid #6366f1; border-radius: 0.8rem; padding: 0.7rem; }
  .slip h2, .proof h2, .history h2 { font-size: 0.95rem; margin: 0 0 0.4rem; }
  .slip p { margin: 0.3rem 0; font-size: 0.85rem; }
  .stakes { display: flex; flex-wrap: wrap; gap: 0.35rem; margin: 0.4rem 0; }
  .stakes button { border: 2px solid #fde68a; background: transparent; color: #fde68a; border-radius: 999px; padding: 0.3rem 0.6rem; font-weight: 700; font-size: 0.8rem; cursor: pointer; }
  .stakes button[aria-pressed="true"] { background: #fde68a; color: #111827; }
  .returns { display: flex; justify-content: space-between; }
  .place { width: 100%; border: 0; border-radius: 999px; cursor: pointer; padding: 0.7rem; font-weight: 800; font-size: 1.05rem; color: #fff; background: linear-gradient(#6366f1, #4338ca); box-shadow: 0 4px 0 #312e81; margin-top: 0.3rem; }
  .live { margin-top: 0.9rem; background: #020617cc; border-radius: 0.9rem; padding: 0.7rem; border: 1px solid #334155; }
  .scoreboard { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 0.5rem; font-weight: 700; }
  #live-home .team { flex-direction: row-reverse; text-align: right; }
  #live-away .team { flex-direction: row; text-align: left; }
  .score { font-size: 1.6rem; font-variant-numeric: tabular-nums; background: #0f172a; border-radius: 0.4rem; padding: 0.1rem 0.6rem; text-align: center; }
  .score.flash { animation: flash 0.9s; }
  @keyframes flash { from { background: #facc15; color: #111827; } }
  .clock { display: flex; align-items: center; gap: 0.5rem; margin: 0.5rem 0; font-variant-numeric: tabular-nums; font-size: 0.85rem; }
  .clock-bar { flex: 1; height: 0.4rem; background: #1e293b; border-radius: 999px; overflow: hidden; }
  .clock-fill { height: 100%; width: 0; background: linear-gradient(90deg, #22c55e, #facc15); }
  #field { max-width: 34rem; margin: 0 auto; }
  .pitch { position: relative; aspect-ratio: 2 / 1; background: repeating-linear-gradient(90deg, #15803d 0 10%, #16a34a 10% 20%); border: 3px solid #f0fdf4; border-radius: 0.4rem; overflow: hidden; }
  .pitch::before { content: ''; position: absolute; left: 50%; top: 0; bottom: 0; border-left: 2px solid #f0fdf4cc; }
  .pitch::after { content: ''; position: absolute; left: 50%; top: 50%; width: 18%; aspect-ratio: 1; border: 2px solid #f0fdf4cc; border-radius: 50%; transform: translate(-50%, -50%); }
  .box-l, .box-r { position: absolute; top: 28%; height: 44%; width: 13%; border: 2px solid #f0fdf4cc; }
  .box-l { left: -2px; } .box-r { right: -2px; }
  .ball { position: absolute; width: 3.6%; aspect-ratio: 1; border-radius: 50%; background: radial-gradient(circle at 35% 35%, #ffffff, #94a3b8); box-shadow: 0 2px 3px #0009; transform: translate(-50%, -50%); transition: left 0.35s ease-out, top 0.35s ease-out; left: 50%; top: 50%; }
  .arena { display: block; width: 100%; aspect-ratio: 2 / 1; border-radius: 0.4rem; border: 3px solid #818cf8; }
  .events { list-style: none; margin: 0.5rem 0 0; padding: 0; font-size: 0.85rem; display: grid; gap: 0.2rem; }
  .events li { background: #0f172a; border-radius: 0.3rem; padding: 0.2rem 0.5rem; }
  .proof, .history { margin-top: 0.9rem; background: #0f172acc; border-radius: 0.8rem; padding: 0.7rem; font-size: 0.8rem; }
  .proof dl { display: grid; grid-template-columns: minmax(8rem, 14rem) 1fr; gap: 0.3rem 0.6rem; margin: 0; }
  .proof dt { color: #a5b4fc; }
  .proof dd { margin: 0; }
  @media (max-width: 520px) { .proof dl { grid-template-columns: 1fr; } .proof dd { margin-bottom: 0.3rem; } .scoreboard { font-size: 0.85rem; } .score { font-size: 1.3rem; } }
  .proof .how { color: #cbd5e1; }
  .check.ok { color: #86efac; font-weight: 700; } .check.bad { color: #fca5a5; font-weight: 700; }
  .history ol { margin: 0; padding-left: 1.2rem; display: grid; gap: 0.2rem; }`;

const looks: Record<Sport, { background: string }> = {
  football: { background: 'radial-gradient(circle at 50% 0, #166534, #052e16 45%, #020617 85%)' },
  esports: { background: 'radial-gradient(circle at 50% 0, #4c1d95, #1e1b4b 45%, #020617 85%)' },
};

export function matchPage(options: PageOptions & { sport: Sport }): string {
  const t = pageTexts(options.language, matchTexts[options.language]);
  const s = sportTexts[options.sport][options.language];
  return sandboxPage({
    options,
    texts: t,
    look: { ...looks[options.sport], width: '62rem' },
    style,
    boot: { sport: options.sport, sportTexts: s },
    body: `  <p class="fair">${escapeHtml(t.fair)}</p>
  <div class="seed">
    <label for="client-seed">${escapeHtml(t.clientSeed)}</label>
    <input id="client-seed" maxlength="64" autocomplete="off" spellcheck="false">
    <button type="button" class="ghost" id="new-seed">${escapeHtml(t.newSeed)}</button>
  </div>
  <div class="layout">
    <section class="matches" id="matches" aria-label="${escapeHtml(options.title)}"></section>
    <aside class="slip" aria-labelledby="slip-title">
      <h2 id="slip-title">${escapeHtml(t.slip)}</h2>
      <p id="slip-pick">${escapeHtml(t.loading)}</p>
      <div class="stakes" id="stakes" role="group" aria-label="${escapeHtml(t.stake)}"></div>
      <p class="returns"><span>${escapeHtml(t.returns)}</span> <strong id="returns">—</strong></p>
      <button type="button" class="place" id="place" disabled>${escapeHtml(t.place)}</button>
    </aside>
  </div>
  <section class="live" id="live" hidden>
    <div class="scoreboard"><div id="live-home"></div><strong class="score" id="live-score">0 – 0</strong><div id="live-away"></div></div>
    <div class="clock"><span id="clock-time"></span><div class="clock-bar"><div class="clock-fill" id="clock-fill"></div></div></div>
    <div id="field"></div>
    <ol class="events" id="events" aria-live="polite"></ol>
  </section>
  <div class="bar">
    <div class="box"><small>${escapeHtml(t.balance)}</small><strong id="balance">${escapeHtml(t.loading)}</strong></div>
    <div class="box"><small>${escapeHtml(t.win)}</small><strong id="win">0</strong></div>
  </div>
  <p class="message" id="message" role="status"></p>
  <section class="proof" id="proof" hidden aria-labelledby="proof-title">
    <h2 id="proof-title">${escapeHtml(t.verify)}</h2>
    <dl id="proof-list"></dl>
    <p class="how">${escapeHtml(t.how)}</p>
    <p class="check" id="proof-check"></p>
  </section>
  <section class="history" id="history-box" hidden aria-labelledby="history-title">
    <h2 id="history-title">${escapeHtml(t.history)}</h2>
    <ol id="history"></ol>
  </section>`,
    script: matchScript,
  });
}
