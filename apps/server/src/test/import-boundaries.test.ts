import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 10 "Lint holds the server's boundaries": the repository's own eslint.config.js, run on
 * planted files (never written to disk). Only our boundary rules run, without type information,
 * so the check takes a moment instead of building a TypeScript program.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId.startsWith('wallart/'),
});

async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/server/src', file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('server import boundaries (eslint.config.js)', () => {
  it("fails a plugin that imports a module's internal file, and says why", async () => {
    const messages = await lint('plugins/app/planted.ts', "export { createUsersService } from '../../modules/users/users.service';\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('wallart/server-modules');
    expect(messages[0]).toContain("import '../../modules/users' (its index.ts, the module's public face)");
  });

  it('fails a file right in plugins/ whose path to a module file misses a folder, and says why', async () => {
    // From plugins/ '../../modules' leaves src/: the path is wrong, and what it aims at is an internal file.
    const messages = await lint('plugins/planted.ts', "export { createUsersService } from '../../modules/users/users.service';\n");
    expect(messages).toEqual([expect.stringContaining("A plugin serves every module, so it must not depend on module 'users''s internals")]);
    expect(await lint('plugins/planted.ts', "export { createUsersService } from '../modules/users';\n")).toEqual([]);
  });

  it("fails a module that imports another module's internal file", async () => {
    const messages = await lint('modules/planted/planted.service.ts', "import { createUsersService } from '../users/users.service';\nexport const x = createUsersService;\n");
    expect(messages).toEqual([expect.stringContaining("Module 'planted' reaches into module 'users'")]);
  });

  it("passes a module or a plugin that imports another module's index", async () => {
    expect(await lint('modules/planted/planted.service.ts', "export { createUsersService } from '../users';\n")).toEqual([]);
    expect(await lint('modules/planted/planted.routes.ts', "export { createUsersService } from '../users/index';\n")).toEqual([]);
    expect(await lint('plugins/app/planted.ts', "export { createUsersService } from '../../modules/users';\n")).toEqual([]);
  });

  it('lets a module use its own files, and a tables file or db/schema.ts use another module’s tables', async () => {
    expect(await lint('modules/users/planted.ts', "export { users } from './users.tables';\n")).toEqual([]);
    expect(await lint('modules/planted/planted.tables.ts', "export { users } from '../users/users.tables';\n")).toEqual([]);
    expect(await lint('db/schema.ts', "export * from '../modules/users/users.tables';\n")).toEqual([]);
  });

  it("fails a tables file that takes another module's table through its index (that loads routes into the schema)", async () => {
    for (const source of ['../images', '../images/index']) {
      const messages = await lint('modules/planted/planted.tables.ts', `export { images } from '${source}';\n`);
      expect(messages).toEqual([expect.stringContaining("A tables file imports another module's *.tables.ts")]);
    }
    expect(await lint('db/schema.ts', "export * from '../modules/users';\n")).toEqual([expect.stringContaining('A tables file imports')]);
    expect(await lint('modules/planted/planted.tables.ts', "export { helper } from '../planted';\n")).toEqual([]);
  });

  it("fails a module that takes another module's tables through its index, and says how to reach the rows (decision 038)", async () => {
    const messages = await lint('modules/planted/planted.service.ts', "import { packages, type PackagesService } from '../packages';\nexport const x = [packages] as unknown as PackagesService[];\n");
    expect(messages).toEqual([expect.stringContaining("Module 'planted' uses module 'packages''s table packages")]);
    expect(messages[0]).toContain('app.packagesService');
    const reexport = await lint('modules/planted/planted.routes.ts', "export { orderLines, orders } from '../orders';\n");
    expect(reexport).toEqual([expect.stringContaining("module 'orders''s tables orderLines, orders")]);
  });

  it("passes a module that takes only types and services from another module's index, and a tables file or db/schema.ts using tables", async () => {
    expect(await lint('modules/planted/planted.service.ts', "import type { PackageRow } from '../packages';\nimport { type PaymentRow, createPaymentsService } from '../payments';\nexport type X = PackageRow | PaymentRow;\nexport const y = createPaymentsService;\n")).toEqual([]);
    expect(await lint('modules/planted/planted.tables.ts', "export { packages } from '../packages/packages.tables';\n")).toEqual([]);
    expect(await lint('modules/packages/planted.ts', "export { packages } from '../packages';\n")).toEqual([]);
  });

  it('keeps lib/ free of modules and plugins', async () => {
    const messages = await lint('lib/planted.ts', "export { usersModule } from '../modules/users';\nexport { authPlugin } from '../plugins/app/auth';\n");
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('it imports neither');
  });

  it('keeps plugins/external free of modules and of our own services (decision 069)', async () => {
    const messages = await lint('plugins/external/planted.ts', "export { usersModule } from '../../modules/users';\nexport { storagePlugin } from '../app/storage';\n");
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('plugins/external wires third-party plugins');
    expect(await lint('plugins/external/planted.ts', "export { HttpError } from '../../lib/http-errors';\n")).toEqual([]);
  });
});
