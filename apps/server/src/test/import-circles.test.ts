import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 36: no runtime import circle in apps/server/src (decision 069). A circle makes a module see
 * another half-loaded (an `undefined` class or constant at start-up, depending on which file was
 * loaded first). The graph is read with the TypeScript compiler's parser, file by file:
 *
 * - `import type …` and `export type … from` are left out: they are erased before anything runs.
 * - Every other static import or re-export loads its file, `import { type A } from` included: the
 *   repository compiles with `verbatimModuleSyntax`, which keeps it as `import {} from`.
 * - `import()` is left out: it loads when called, after every file has finished loading.
 * - Only relative imports are followed (packages cannot import our files back).
 */

const SRC = path.resolve(import.meta.dirname, '..');

/** The relative specifiers a file loads when it runs. */
function runtimeImports(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly || !statement.moduleSpecifier) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(statement) && !statement.isTypeOnly && ts.isExternalModuleReference(statement.moduleReference)) {
      const expression = statement.moduleReference.expression;
      if (ts.isStringLiteral(expression)) specifiers.push(expression.text);
    }
  }
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

/** The file a relative specifier names among `files` (`./x` → `x.ts` or `x/index.ts`; `./x.js` → `x.ts`). */
function resolve(from: string, specifier: string, files: ReadonlyMap<string, string>): string | undefined {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const stem = base.replace(/\.(js|mjs|ts)$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`].find((candidate) => files.has(candidate));
}

/**
 * The runtime import circles among `files` (path → source, paths relative and with `/`): each as
 * the sorted files of one strongly connected component (Tarjan), so a circle is reported once
 * however many paths run around it.
 */
function runtimeImportCircles(files: ReadonlyMap<string, string>): string[][] {
  const edges = new Map<string, string[]>();
  for (const [name, source] of files) {
    const targets = runtimeImports(name, source).map((specifier) => resolve(name, specifier, files));
    edges.set(name, targets.filter((target): target is string => target !== undefined));
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edges.get(node)!.includes(node)) circles.push(component.sort());
  };
  for (const node of [...files.keys()].sort()) if (!index.has(node)) visit(node);
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

function sourcesUnder(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
  }
  return files;
}

describe('runtime import circles (apps/server/src)', () => {
  it('finds none', () => {
    const files = sourcesUnder(SRC);
    expect(files.size).toBeGreaterThan(100);
    expect(runtimeImportCircles(files)).toEqual([]);
  });

  it('would find one: two files importing values from each other, or a longer way round', () => {
    const planted = new Map([
      ['plugins/app/a.ts', "import { b } from './b';\nexport const a = 1;\n"],
      ['plugins/app/b.ts', "import { a } from './a.js';\nexport const b = a;\n"],
      ['modules/x/index.ts', "export { y } from '../y';\n"],
      ['modules/y/index.ts', "import { z } from '../z/z.service';\nexport const y = z;\n"],
      ['modules/z/z.service.ts', "import { type X } from '../x';\nexport const z = 1;\n"],
      ['lib/self.ts', "import * as me from './self';\nexport const s = me;\n"],
    ]);
    expect(runtimeImportCircles(planted)).toEqual([
      ['lib/self.ts'],
      ['modules/x/index.ts', 'modules/y/index.ts', 'modules/z/z.service.ts'],
      ['plugins/app/a.ts', 'plugins/app/b.ts'],
    ]);
  });

  it('leaves out what does not load at run time: import type, export type, import()', () => {
    const planted = new Map([
      ['a.ts', "import type { B } from './b';\nexport type { C } from './c';\nexport const a = () => import('./c');\n"],
      ['b.ts', "import { a } from './a';\nexport type B = typeof a;\n"],
      ['c.ts', "import { a } from './a';\nexport type C = typeof a;\n"],
    ]);
    expect(runtimeImportCircles(planted)).toEqual([]);
  });
});
