import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** The first folder of `path` under `root`, or null when `path` is not inside it. */
function folderUnder(root, path) {
  const rel = relative(root, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return rel.split(sep)[0];
}

/** Tests may also use another module's test kit (its factories and checks). */
const isTestFile = (file) => /\.test\.ts$/.test(file) || /test-kit\.ts$/.test(file);
const isTestKit = (target) => /test-kit(\.js|\.ts)?$/.test(basename(target));
const isIndex = (target, moduleRoot) =>
  /^index(\.js|\.ts)?$/.test(basename(target)) && dirname(target) === moduleRoot;

/**
 * API modules meet through their public face: from outside `modules/<m>/`, only
 * `modules/<m>/index.ts` may be imported, never its repositories, services or routes
 * directly. So a module's tables are read and written by that module alone, and what it
 * offers others is listed in one file.
 */
export const moduleBoundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Reaches another API module only through its index.ts.' },
    messages: {
      internals:
        "'{{to}}/{{file}}' is internal to module '{{to}}'; import what it offers from '{{to}}/index.js'.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const marker = `${sep}apps${sep}api${sep}src${sep}`;
    const at = file.lastIndexOf(marker);
    if (at === -1) return {};
    const src = file.slice(0, at + marker.length - 1);
    const modulesRoot = resolve(src, 'modules');
    const own = folderUnder(modulesRoot, file);
    const testing = isTestFile(file);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      const to = folderUnder(modulesRoot, target);
      if (!to || to === own) return;
      const moduleRoot = resolve(modulesRoot, to);
      if (isIndex(target, moduleRoot) || (testing && isTestKit(target))) return;
      const inside = relative(moduleRoot, target).split(sep).join('/');
      context.report({ node, messageId: 'internals', data: { to, file: inside } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
