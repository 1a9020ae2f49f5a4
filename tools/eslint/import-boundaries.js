// @ts-check
/**
 * ESLint rule `wallart/import-boundaries`: forbids imports that cross a layer boundary, in the
 * same zone format as import-x's `no-restricted-paths` ({ target, from, except, message }).
 *
 * Why our own: eslint-plugin-import-x resolves through a native resolver whose per-platform
 * packages are not all on the registry this project installs from, which leaves `npm ci` unable
 * to validate the lockfile. Relative paths and our one workspace alias are all we need to resolve.
 */
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Workspace packages imported by name, mapped to their folders. */
const WORKSPACE_ALIASES = { '@wallart/shared': 'packages/shared' };

const inside = (file, dir) => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing one way between layers and features' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                from: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const filename = context.filename;
    const abs = (p) => path.resolve(repoRoot, p);
    const list = (v) => (Array.isArray(v) ? v : [v]);
    const zones = (context.options[0]?.zones ?? []).filter((zone) => list(zone.target).some((t) => inside(filename, abs(t))));
    if (zones.length === 0) return {};

    const resolve = (source) => {
      if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
      const alias = Object.keys(WORKSPACE_ALIASES).find((name) => source === name || source.startsWith(`${name}/`));
      return alias ? path.join(abs(WORKSPACE_ALIASES[alias]), source.slice(alias.length)) : undefined;
    };

    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const resolved = resolve(source);
      if (!resolved) return;
      for (const zone of zones) {
        for (const from of list(zone.from)) {
          const fromDir = abs(from);
          if (!inside(resolved, fromDir)) continue;
          if ((zone.except ?? []).some((e) => inside(resolved, path.resolve(fromDir, e)))) continue;
          context.report({
            node,
            message: `Import of '${source}' crosses a boundary. ${zone.message ?? ''}`.trim(),
          });
          return;
        }
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
