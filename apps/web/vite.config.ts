import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiOrigin = 'http://localhost:3000';
const proxied = ['/wps', '/lgw', '/admin', '/static', '/docs', '/healthz'];

/**
 * Writes `.br` and `.gz` next to every text asset of the build, so the server can send
 * them as they are (e.g. @fastify/static `preCompressed`) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sorteo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && /\.(js|css|html|svg|json|txt)$/.test(e.name))
        .map((e) => join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < 1024) return;
          await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
          await writeFile(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    },
  };
}

/**
 * Lets the browser fetch the default language's translations together with the entry
 * script, instead of only once the entry runs and asks for them: the first-paint chunk and
 * any chunk it imports that the page does not preload already, which would otherwise be
 * found one round trip later, when the chunk itself arrives.
 */
function preloadDefaultLocale(): Plugin {
  return {
    name: 'sorteo-preload-default-locale',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (item) =>
            item.type === 'chunk' && item.facadeModuleId?.endsWith('/src/locales/es/first.ts'),
        );
        if (!chunk || chunk.type !== 'chunk') {
          throw new Error('No chunk for the default locale (src/locales/es/first.ts)');
        }
        const files = [chunk.fileName, ...chunk.imports].filter((file) => !html.includes(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * react-router's package points every import at its development build, whose dev-only
 * warnings stay in a production bundle; a build takes its production build instead.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress(), preloadDefaultLocale()],
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : undefined,
  server: {
    port: 5173,
    // `ws` lets the wallet's live socket (/wps/ws) upgrade through the dev proxy too.
    proxy: Object.fromEntries(
      proxied.map((prefix) => [prefix, { target: apiOrigin, ws: prefix === '/wps' }]),
    ),
  },
  build: {
    target: 'es2022',
    // Inlined assets would become data: URLs; keep every asset a file served from 'self'.
    assetsInlineLimit: 0,
    cssCodeSplit: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: their own chunks stay cached across
        // deploys, and the names say what the first load is made of.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // With the locales' fragment merger: every language's texts need it before they
            // can be used, and as a chunk of its own it was a request found only once they came.
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|src[\\/]locales[\\/]merge-fragments\.ts$/,
            },
            // The contract's routes (method and path, no zod): one small chunk, not one per file.
            {
              name: 'routes',
              test: /packages[\\/]shared[\\/]src[\\/]contract[\\/](route|[a-z-]+-routes)\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
