/**
 * The fish shooter's artwork: `drawFish(c, kind, t)` draws a fish of `kind` on the 2D context
 * `c`, centred on (0, 0) and facing right, its tail and fins moving with the time `t` (s).
 * Page script, inserted into the fish page.
 */
export const fishDrawing = `
  function drawFish(c, kind, t) {
    const TAU = Math.PI * 2;
    const wag = Math.sin(t * 8) * 0.25;
    const oval = (x, y, rx, ry, fill) => { c.fillStyle = fill; c.beginPath(); c.ellipse(x, y, rx, ry, 0, 0, TAU); c.fill(); };
    const eye = (x, y, r) => { oval(x, y, r, r, '#ffffff'); oval(x + r * 0.25, y, r * 0.55, r * 0.55, '#111827'); };
    const tail = (x, w, h, fill) => {
      c.save(); c.translate(x, 0); c.rotate(wag); c.fillStyle = fill;
      c.beginPath(); c.moveTo(0, 0); c.lineTo(-w, -h); c.quadraticCurveTo(-w * 0.6, 0, -w, h); c.closePath(); c.fill();
      c.restore();
    };
    const shape = (points, fill) => {
      c.fillStyle = fill; c.beginPath(); c.moveTo(points[0], points[1]);
      for (let i = 2; i < points.length; i += 4) c.quadraticCurveTo(points[i], points[i + 1], points[i + 2], points[i + 3]);
      c.closePath(); c.fill();
    };
    c.save();
    if (kind === 'clownfish') {
      tail(-28, 18, 15, '#ea580c');
      shape([-6, -17, 2, -32, 14, -17], '#ea580c');
      oval(0, 0, 33, 19, '#f97316');
      c.save(); c.beginPath(); c.ellipse(0, 0, 33, 19, 0, 0, TAU); c.clip();
      for (const x of [-15, 3, 19]) { c.fillStyle = '#111827'; c.fillRect(x - 6, -20, 12, 40); c.fillStyle = '#ffffff'; c.fillRect(x - 4, -20, 8, 40); }
      c.restore();
      eye(24, -5, 4.5);
    } else if (kind === 'puffer') {
      tail(-26, 14, 11, '#ca8a04');
      c.strokeStyle = '#a16207'; c.lineWidth = 2.5;
      for (let k = 0; k < 16; k += 1) {
        const a = (k / 16) * TAU;
        c.beginPath(); c.moveTo(Math.cos(a) * 24, Math.sin(a) * 24); c.lineTo(Math.cos(a) * 33, Math.sin(a) * 33); c.stroke();
      }
      oval(0, 0, 27, 26, '#facc15');
      oval(3, 9, 20, 13, '#fef9c3');
      for (const [x, y] of [[-10, -10], [0, -16], [-17, 1], [9, -9]]) oval(x, y, 2.5, 2.5, '#a16207');
      eye(14, -6, 6.5);
      oval(26, 4, 3, 4, '#f97316');
    } else if (kind === 'turtle') {
      c.fillStyle = '#65a30d';
      for (const [x, y, r] of [[18, -25, -0.6], [18, 25, 0.6], [-24, -18, -2.5], [-24, 18, 2.5]]) {
        c.save(); c.translate(x, y); c.rotate(r + wag * 0.7); c.beginPath(); c.ellipse(0, 0, 17, 7, 0, 0, TAU); c.fill(); c.restore();
      }
      oval(40, 0, 13, 11, '#84cc16');
      eye(45, -4, 3);
      oval(0, 0, 38, 30, '#166534');
      c.strokeStyle = '#4ade80'; c.lineWidth = 2.5;
      c.beginPath();
      for (let k = 0; k <= 6; k += 1) { const a = (k * Math.PI) / 3; c.lineTo(Math.cos(a) * 13, Math.sin(a) * 11); }
      c.stroke();
      for (let k = 0; k < 6; k += 1) {
        const a = (k * Math.PI) / 3;
        c.beginPath(); c.moveTo(Math.cos(a) * 13, Math.sin(a) * 11); c.lineTo(Math.cos(a) * 35, Math.sin(a) * 27); c.stroke();
      }
      c.strokeStyle = '#14532d'; c.lineWidth = 3; c.beginPath(); c.ellipse(0, 0, 38, 30, 0, 0, TAU); c.stroke();
    } else if (kind === 'lionfish') {
      c.fillStyle = '#f8717155';
      c.beginPath(); c.moveTo(-22, -10); c.lineTo(-34, -44); c.lineTo(20, -42); c.lineTo(20, -10); c.fill();
      c.beginPath(); c.moveTo(-22, 10); c.lineTo(-36, 40); c.lineTo(14, 38); c.lineTo(16, 10); c.fill();
      c.strokeStyle = '#fee2e2'; c.lineWidth = 2;
      for (let k = 0; k < 9; k += 1) {
        const x = -22 + k * 5.5;
        c.beginPath(); c.moveTo(x, -11); c.lineTo(x - 12 + Math.sin(t * 3 + k) * 3, -44); c.stroke();
        c.beginPath(); c.moveTo(x, 11); c.lineTo(x - 14 + Math.sin(t * 3 + k) * 3, 40); c.stroke();
      }
      tail(-30, 20, 16, '#dc2626');
      oval(0, 0, 35, 15, '#b91c1c');
      c.save(); c.beginPath(); c.ellipse(0, 0, 35, 15, 0, 0, TAU); c.clip();
      c.strokeStyle = '#fff7ed'; c.lineWidth = 3.5;
      for (let x = -28; x < 30; x += 9) { c.beginPath(); c.moveTo(x, -16); c.quadraticCurveTo(x + 6, 0, x, 16); c.stroke(); }
      c.restore();
      eye(25, -4, 4);
    } else if (kind === 'ray') {
      const flap = Math.sin(t * 3) * 8;
      c.strokeStyle = '#4c1d95'; c.lineWidth = 3;
      c.beginPath(); c.moveTo(-30, 0); c.quadraticCurveTo(-65, Math.sin(t * 4) * 12, -92, 0); c.stroke();
      shape([50, 0, 12, -8, -6, -60 + flap, -22, -20, -36, 0, -22, 20, -6, 60 - flap, 12, 8, 50, 0], '#7c3aed');
      oval(6, 0, 22, 10, '#a78bfa');
      for (const [x, y] of [[-8, -22], [-4, 24], [12, -14], [14, 16]]) oval(x, y, 3, 3, '#c4b5fd');
      eye(32, -8, 3.2); eye(32, 8, 3.2);
    } else if (kind === 'shark') {
      c.save(); c.translate(-70, 0); c.rotate(wag * 0.6); shape([0, 0, -10, -16, -26, -34, -14, 0, -28, 26, -10, 12, 0, 0], '#475569'); c.restore();
      shape([-4, -22, -18, -58, 24, -23], '#475569');
      shape([86, 2, 60, -27, 0, -24, -50, -20, -72, 0, -50, 18, 0, 22, 60, 25, 86, 2], '#64748b');
      shape([82, 6, 40, 22, 0, 20, -40, 16, -62, 5, 0, 9, 82, 6], '#e2e8f0');
      shape([22, 12, 8, 30, 0, 42, 20, 26, 40, 16], '#475569');
      c.strokeStyle = '#334155'; c.lineWidth = 2;
      for (const x of [40, 46, 52]) { c.beginPath(); c.moveTo(x, -8); c.quadraticCurveTo(x - 3, 0, x, 8); c.stroke(); }
      oval(64, -7, 3.6, 3.6, '#0f172a');
      c.beginPath(); c.moveTo(70, 10); c.quadraticCurveTo(62, 14, 54, 11); c.stroke();
    } else if (kind === 'whale') {
      c.save(); c.translate(-100, -4); c.rotate(wag * 0.5);
      shape([0, 0, -20, -10, -44, -36, -30, -6, -24, 0, -30, 6, -44, 36, -20, 10, 0, 0], '#1e40af');
      c.restore();
      const skin = c.createLinearGradient(0, -50, 0, 40);
      skin.addColorStop(0, '#3b82f6'); skin.addColorStop(1, '#1e3a8a');
      shape([114, 8, 112, -52, 20, -48, -60, -44, -102, -4, -60, 30, 20, 40, 102, 46, 114, 8], skin);
      shape([108, 18, 80, 40, 20, 38, -40, 28, -70, 10, 0, 22, 108, 18], '#bfdbfe');
      c.strokeStyle = '#93c5fd'; c.lineWidth = 2;
      for (let y = 24; y < 38; y += 5) { c.beginPath(); c.moveTo(90, y - 6); c.quadraticCurveTo(30, y + 4, -30, y - 8); c.stroke(); }
      c.save(); c.translate(20, 30); c.rotate(0.5 + wag * 0.5); oval(0, 0, 24, 8, '#1e40af'); c.restore();
      oval(78, 4, 4, 4, '#0f172a');
      if (Math.sin(t * 1.3) > 0.5) {
        c.fillStyle = '#e0f2fe';
        for (const [x, y, r] of [[64, -62, 5], [56, -76, 4], [72, -78, 4], [64, -90, 3]]) { c.beginPath(); c.arc(x, y, r, 0, TAU); c.fill(); }
      }
    } else if (kind === 'dragon') {
      c.shadowColor = '#facc15'; c.shadowBlur = 18;
      for (let k = 0; k < 14; k += 1) {
        const x = -96 + k * 11, y = Math.sin(t * 3 - k * 0.5) * 10, r = 6 + k * 0.9;
        c.fillStyle = '#dc2626';
        c.beginPath(); c.moveTo(x - 4, y - r + 2); c.lineTo(x, y - r - 8); c.lineTo(x + 4, y - r + 2); c.fill();
        const scale = c.createRadialGradient(x - r / 3, y - r / 3, 1, x, y, r);
        scale.addColorStop(0, '#fef08a'); scale.addColorStop(1, '#ca8a04');
        c.fillStyle = scale; c.beginPath(); c.arc(x, y, r, 0, TAU); c.fill();
      }
      c.shadowBlur = 0;
      const hy = Math.sin(t * 3 + 0.5) * 10;
      c.fillStyle = '#dc2626';
      for (let k = 0; k < 5; k += 1) { c.beginPath(); c.moveTo(56, hy); c.lineTo(44 - k * 3, hy - 26 + k * 12); c.lineTo(60, hy + 4); c.fill(); }
      oval(74, hy, 26, 17, '#eab308');
      oval(96, hy + 4, 12, 9, '#facc15');
      c.strokeStyle = '#fef3c7'; c.lineWidth = 3;
      c.beginPath(); c.moveTo(66, hy - 14); c.quadraticCurveTo(58, hy - 34, 44, hy - 38); c.stroke();
      c.beginPath(); c.moveTo(74, hy - 15); c.quadraticCurveTo(70, hy - 36, 58, hy - 44); c.stroke();
      c.strokeStyle = '#fde68a'; c.lineWidth = 1.5;
      c.beginPath(); c.moveTo(100, hy + 8); c.quadraticCurveTo(112, hy + 26 + Math.sin(t * 4) * 4, 98, hy + 40); c.stroke();
      c.beginPath(); c.moveTo(100, hy); c.quadraticCurveTo(118, hy - 4, 110, hy - 20 + Math.sin(t * 4) * 4); c.stroke();
      oval(80, hy - 5, 5, 4, '#ffffff'); oval(81, hy - 5, 2.5, 3, '#b91c1c');
    }
    c.restore();
  }`;
