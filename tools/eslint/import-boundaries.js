// @ts-check
/**
 * ESLint rule `wallart/import-boundaries`: forbids imports that cross a layer boundary, in the
 * same zone format as import-x's `no-restricted-paths` ({ target, from, except, message }).
 *
 * Why our own: eslint-plugin-import-x resolves through a native resolver whose per-platform
 * packages are not all on the registry this project installs from, which leaves `npm ci` unable
 * to validate the lockfile. Relative paths and our workspace aliases are all we need to resolve.
 */
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Workspace packages imported by name, mapped to their folders. */
const WORKSPACE_ALIASES = { '@wallart/shared': 'packages/shared', '@wallart/imaging': 'packages/imaging' };

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

const TABLES_FILE = /\.tables(\.ts)?$/;

/** The values a module's index.ts re-exports from its own `*.tables.ts` (its tables), by module folder. */
const faceTables = new Map();
const tablesOfFace = (moduleDir) => {
  if (!faceTables.has(moduleDir)) {
    const names = new Set();
    const file = path.join(moduleDir, 'index.ts');
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    for (const match of text.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]\.\/[^'"]*\.tables['"]/g)) {
      if (match[1]) continue;
      for (const spec of match[2].split(',').map((x) => x.trim()).filter(Boolean)) {
        if (spec.startsWith('type ')) continue;
        names.add(spec.split(/\s+as\s+/).pop());
      }
    }
    faceTables.set(moduleDir, names);
  }
  return faceTables.get(moduleDir);
};

/**
 * ESLint rule `wallart/server-modules`: a server module (`<server>/modules/<name>/`) is used only
 * through its public face, `modules/<name>/index.ts` (decision 013). Inside its own folder a module
 * imports what it likes; anyone else — another module, a plugin, the app, the CLI — imports the
 * index. Two exceptions, both about tables: `db/schema.ts` lists every module's `*.tables.ts` (it
 * is the schema drizzle-kit reads), and a `*.tables.ts` may import another module's `*.tables.ts`
 * for a foreign key, and must: through the index it would load routes into the schema and make cycles.
 * Outside those two, a module never takes another module's tables, not even through its index
 * (which re-exports them for tests): it calls a function of that module's service (decision 038).
 * Option: `{ serverRoot }`, the server's src folder relative to the repository.
 */
export const serverModules = {
  meta: {
    type: 'problem',
    docs: { description: "Server modules are imported only through their index.ts (their public face)" },
    schema: [{ type: 'object', properties: { serverRoot: { type: 'string' } }, required: ['serverRoot'], additionalProperties: false }],
  },
  create(context) {
    const filename = context.filename;
    const serverRoot = path.resolve(repoRoot, context.options[0].serverRoot);
    if (!inside(filename, serverRoot)) return {};
    const modulesDir = path.join(serverRoot, 'modules');
    /** The module a path belongs to and the path inside it, or null outside modules/<name>/. */
    const moduleOf = (file) => {
      if (!inside(file, modulesDir)) return null;
      const [name, ...rest] = path.relative(modulesDir, file).split(path.sep);
      return rest.length === 0 ? null : { name, rest: rest.join('/') };
    };
    const own = moduleOf(filename);
    const isSchema = path.relative(serverRoot, filename).replace(/\.ts$/, '') === path.join('db', 'schema');

    /**
     * The module file a path names when it misses `modules/` by a folder (e.g. `../../modules/users/x`
     * written in `plugins/`, where it points outside src/): the intent is as plain as when it resolves.
     */
    const aimedAt = (source) => {
      const match = /(?:^|\/)modules\/([^/]+)\/(.+)$/.exec(source);
      if (!match || !fs.existsSync(path.join(modulesDir, match[1]))) return null;
      return { name: match[1], rest: match[2] };
    };

    const check = (node, source, declaration) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(filename), source);
      const target = moduleOf(resolved) ?? (inside(resolved, serverRoot) ? null : aimedAt(source));
      const ownIsTables = isSchema || TABLES_FILE.test(path.basename(filename).replace(/\.ts$/, ''));
      // The folder itself or its index is the public face.
      const faceOf = !target && inside(resolved, modulesDir) ? path.relative(modulesDir, resolved).split(path.sep)[0] : target && /^index(\.[jt]s)?$/.test(target.rest) ? target.name : null;
      if (faceOf !== null) {
        if (ownIsTables && faceOf !== own?.name) {
          context.report({
            node,
            message: `A tables file imports another module's *.tables.ts, not '${source}': the index loads the module's routes and services into the schema drizzle-kit reads, and makes import cycles (decision 013).`,
          });
        } else if (!ownIsTables && faceOf !== own?.name && declaration) {
          // Another module's tables, taken through its face: the rows are that module's to read and write.
          const tables = tablesOfFace(path.join(modulesDir, faceOf));
          const taken = declaration.importKind === 'type' || declaration.exportKind === 'type' ? [] : (declaration.specifiers ?? [])
            .filter((spec) => spec.importKind !== 'type' && spec.exportKind !== 'type')
            .map((spec) => (spec.type === 'ExportSpecifier' ? spec.local.name : spec.imported?.name))
            .filter((name) => tables.has(name));
          if (taken.length > 0) {
            context.report({
              node,
              message: `Module '${own?.name ?? 'outside modules'}' uses module '${faceOf}''s table${taken.length > 1 ? 's' : ''} ${taken.join(', ')}: a module reads and writes only its own tables and reaches another's rows through a function on its face (e.g. app.${faceOf.replace(/-(\w)/g, (_m, c) => c.toUpperCase())}Service). Only *.tables.ts files (foreign keys) and db/schema.ts import another module's tables (decision 013, decision 038).`,
            });
          }
        }
        return;
      }
      if (!target || target.name === own?.name) return;
      if (TABLES_FILE.test(target.rest) && ownIsTables) return;
      const face = path.relative(path.dirname(filename), path.join(modulesDir, target.name)).split(path.sep).join('/');
      const who = own
        ? `Module '${own.name}' reaches into module '${target.name}'`
        : inside(filename, path.join(serverRoot, 'plugins'))
          ? `A plugin serves every module, so it must not depend on module '${target.name}''s internals`
          : `This file reaches into module '${target.name}'`;
      context.report({
        node,
        message: `${who}: import '${face.startsWith('.') ? face : `./${face}`}' (its index.ts, the module's public face) instead of '${source}'. Internal files change without notice; the index is the contract (docs/architecture.md, decision 013).`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value, node),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value, node),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries, 'server-modules': serverModules } };
