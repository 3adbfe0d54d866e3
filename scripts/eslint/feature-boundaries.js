import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Web features never import each other: they meet in `app/`, which passes one feature's
 * parts to another as props. Resolves each relative import against the importing file, so
 * `../../other-feature/x` is caught at any depth.
 */
export const featureBoundariesRule = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'; compose them in app/ and pass parts as props.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const marker = `${sep}src${sep}features${sep}`;
    const at = file.indexOf(marker);
    if (at === -1) return {};
    const featuresRoot = file.slice(0, at + marker.length);
    const featureOf = (path) => {
      const rel = relative(featuresRoot, path);
      return rel.startsWith('..') ? null : rel.split(sep)[0];
    };
    const own = featureOf(file);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(resolve(dirname(file), source));
      if (target && target !== own) {
        context.report({ node, messageId: 'crossFeature', data: { from: own, to: target } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
    };
  },
};
