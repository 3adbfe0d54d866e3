// Lighthouse on the home page of the built app: default config, i.e. the mobile preset
// (formFactor mobile, Moto G Power emulation, simulated slow-4G and 4x CPU throttling).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../lib/server.mjs';
import { median, root, runsOption, tempDir } from '../lib/util.mjs';

const TARGET_SCORE = 95;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const runs = runsOption(3);
const reportPath = join(root, 'bench/results/lighthouse-home.json');

const METRICS = [
  ['LCP', 'largest-contentful-paint', 'ms'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['FCP', 'first-contentful-paint', 'ms'],
  ['SI', 'speed-index', 'ms'],
];

async function audit(url) {
  const profile = tempDir('chromium');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile.path,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const row = { score: Math.round((lhr.categories.performance.score ?? 0) * 100) };
    for (const [name, id] of METRICS) row[name] = lhr.audits[id]?.numericValue ?? NaN;
    return { row, report: /** @type {string} */ (result.report) };
  } finally {
    await chrome.kill();
    profile.remove();
  }
}

const format = (row) =>
  [
    `score ${String(row.score).padStart(3)}`,
    ...METRICS.map(([name, , unit]) =>
      unit === 'ms'
        ? `${name} ${Math.round(row[name]).toString().padStart(5)} ms`
        : `${name} ${row[name].toFixed(3)}`,
    ),
  ].join('  ');

const server = await startServer();
let exitCode = 0;
try {
  const home = `${server.url}/`;
  // Warm the server (first-request compilation, static file cache) so run 1 is comparable.
  await fetch(home).then((res) => res.arrayBuffer());
  console.log(`Lighthouse ${runs}x on ${home} (mobile, simulated throttling), ${chromePath}`);
  const rows = [];
  let lastReport = '';
  for (let i = 1; i <= runs; i++) {
    // A busy machine occasionally loses the trace (NO_NAVSTART); one retry, then give up.
    const { row, report } = await audit(home).catch((error) => {
      console.warn(`run ${i} failed (${error.message}); retrying once`);
      return audit(home);
    });
    rows.push(row);
    lastReport = report;
    console.log(`run ${i}     ${format(row)}`);
  }
  const mid = { score: median(rows.map((r) => r.score)) };
  for (const [name] of METRICS) mid[name] = median(rows.map((r) => r[name]));
  console.log(`median    ${format(mid)}`);

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(reportPath, lastReport);
  console.log(`Last report: ${reportPath}`);

  if (mid.score < TARGET_SCORE) {
    console.error(`Median performance score ${mid.score} is below the target ${TARGET_SCORE}.`);
    exitCode = 1;
  }
} finally {
  await server.stop();
}
process.exit(exitCode);
