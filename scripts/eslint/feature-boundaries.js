import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * The shared kernel (docs/decisions/0006-shared-web-kernel.md): features any feature may
 * import. They import no other feature themselves.
 */
export const kernelFeatures = new Set(['system', 'session', 'challenges', 'balance']);

/** The first folder of `path` under `root`, or null when `path` is not inside it. */
function folderUnder(root, path) {
  const rel = relative(root, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return rel.split(sep)[0];
}

/**
 * Web features never import each other, except the shared kernel, and never import `app/`:
 * they meet in `app/`, which passes one feature's parts to another as props. Resolves each
 * relative import against the importing file, so `../../other-feature/x` is caught at any
 * depth.
 */
export const featureBoundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps web features apart: they meet in app/ (decision 0006).' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'; compose them in app/ and pass parts as props.",
      kernelImport:
        "Feature '{{from}}' is part of the shared kernel and imports no other feature ('{{to}}').",
      appImport: "Feature '{{from}}' imports app/; app/ composes features, never the reverse.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const marker = `${sep}src${sep}features${sep}`;
    const at = file.lastIndexOf(marker);
    if (at === -1) return {};
    const src = file.slice(0, at + `${sep}src`.length);
    const featuresRoot = join(src, 'features');
    const own = folderUnder(featuresRoot, file);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      if (folderUnder(src, target) === 'app') {
        context.report({ node, messageId: 'appImport', data: { from: own } });
        return;
      }
      const to = folderUnder(featuresRoot, target);
      if (!to || to === own) return;
      if (kernelFeatures.has(own)) {
        context.report({ node, messageId: 'kernelImport', data: { from: own, to } });
      } else if (!kernelFeatures.has(to)) {
        context.report({ node, messageId: 'crossFeature', data: { from: own, to } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
