import { build } from 'esbuild';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
// API_OUT_DIR lets a second build (e.g. a private e2e run) go elsewhere than dist/.
const outdir = process.env.API_OUT_DIR ?? `${here}dist`;

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/cli/admin-create.ts',
    'ledger-check': 'src/cli/ledger-check.ts',
    'rollups-rebuild': 'src/cli/rollups-rebuild.ts',
    wallet: 'src/cli/wallet.ts',
    'migrated-template': 'src/db/migrated-template.ts',
    'sandbox-gateway': 'src/modules/deposits/sandbox-gateway/main.ts',
    'sandbox-vendor': 'src/modules/games/sandbox-vendor/main.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // npm packages load from node_modules at run time; the shared contract is TypeScript
  // source, so it is compiled into the bundle.
  packages: 'external',
  plugins: [
    {
      name: 'bundle-shared-contract',
      setup(b) {
        b.onResolve({ filter: /^@sorteo\/shared(\/.*)?$/ }, async (args) => {
          const sub = args.path.slice('@sorteo/shared'.length) || '/index';
          const path = fileURLToPath(
            new URL(`../../packages/shared/src${sub}.ts`, import.meta.url),
          );
          return { path };
        });
      },
    },
  ],
  // Some dependencies still call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __sorteoCreateRequire } from 'node:module'; const require = __sorteoCreateRequire(import.meta.url);",
  },
  logLevel: 'info',
});

// An initialised and migrated PGlite cluster: the server unpacks it into an empty data folder
// instead of running initdb and every migration there, which is most of a first start-up. The
// seed still runs at start-up. The version is recorded so another PGlite never reuses it.
async function pgliteVersion() {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8').catch(() => '{}'));
    if (pkg.name === '@electric-sql/pglite') return pkg.version;
    if (dirname(dir) === dir) throw new Error('package.json of @electric-sql/pglite not found');
    dir = dirname(dir);
  }
}

const started = performance.now();
const { dumpMigratedCluster } = await import(join(outdir, 'migrated-template.js'));
const archive = await dumpMigratedCluster();
await rm(join(outdir, 'migrated-template.js'));
await rm(join(outdir, 'migrated-template.js.map'));
await writeFile(join(outdir, 'pglite-template.tar.gz'), Buffer.from(await archive.arrayBuffer()));
await writeFile(
  join(outdir, 'pglite-template.json'),
  `${JSON.stringify({ pgliteVersion: await pgliteVersion() })}\n`,
);
console.log(
  `  dist/pglite-template.tar.gz  ${(archive.size / 1024 / 1024).toFixed(1)}mb in ${Math.round(performance.now() - started)}ms`,
);
