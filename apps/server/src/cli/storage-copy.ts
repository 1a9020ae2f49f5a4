import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { createLocalStorage, openStorage, STORAGE_AREAS } from '../plugins/app/storage';
import type { CommandOutput } from './create-admin';

const USAGE = 'Usage: STORAGE_URL=s3://bucket?... npm run storage:copy [-- --data-dir <folder>]';

export interface CopySummary {
  copied: number;
  skipped: number;
  bytes: number;
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Copies the local store (`<dataDir>/uploads` and `<dataDir>/print-files`) into the bucket of
 * STORAGE_URL under the same keys, so no URL in the database changes (decision 048). Resumable: an
 * object already in the bucket with the same size is skipped. Every copy is checked afterwards
 * (the bucket's size must be the file's). Throws on the first failure; run it again to go on.
 */
export async function copyLocalStoreToBucket(config: Pick<AppConfig, 'dataDir' | 'storage'>, out: (line: string) => void): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, skipped: 0, bytes: 0 };
  for (const area of STORAGE_AREAS) {
    const source = createLocalStorage(path.join(config.dataDir, area));
    const target = await openStorage(config, area);
    const files: { key: string; size: number }[] = [];
    for await (const file of source.list()) files.push(file);
    out(`${area}: ${files.length} files in ${source.location} → ${target.location}`);
    let done = 0;
    for (const { key, size } of files) {
      done++;
      const progress = `${area} ${done}/${files.length}`;
      if ((await target.stat(key)) === size) {
        summary.skipped++;
        out(`${progress} already there ${key}`);
        continue;
      }
      const file = await source.get(key);
      if (!file) {
        // Removed since the listing (an artwork deleted meanwhile): nothing to copy.
        out(`${progress} gone meanwhile ${key}`);
        continue;
      }
      await target.putAt(key, file.body, file.size);
      const copied = await target.stat(key);
      if (copied !== file.size) throw new Error(`${area}/${key}: the bucket holds ${copied ?? 'nothing'} bytes, the file has ${file.size}`);
      summary.copied++;
      summary.bytes += file.size;
      out(`${progress} copied ${key} (${sizeText(file.size)})`);
    }
  }
  out(`Done: ${summary.copied} copied (${sizeText(summary.bytes)}), ${summary.skipped} already there. The local files were kept.`);
  return summary;
}

/** `npm run storage:copy`: the command around copyLocalStoreToBucket. Returns the exit code. */
export async function storageCopyCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  output: CommandOutput = { out: console.log, err: console.error },
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { 'data-dir': { type: 'string' } }, strict: true }));
  } catch (err) {
    output.err(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  let config;
  try {
    // A relative DATA_DIR means the folder where the command was typed (INIT_CWD), as for the server.
    const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), values['data-dir'] ?? (env.DATA_DIR || './data'));
    config = loadConfig({ ...env, DATA_DIR: dataDir });
  } catch (err) {
    if (err instanceof ConfigError) {
      output.err(err.message);
      return 1;
    }
    throw err;
  }
  if (config.storage.kind !== 's3') {
    output.err(`STORAGE_URL is not set: name the bucket to copy into.\n${USAGE}`);
    return 2;
  }
  try {
    await copyLocalStoreToBucket(config, (line) => output.out(line));
    return 0;
  } catch (err) {
    output.err(`${(err as Error).message}\nNothing copied so far is lost: run the command again to go on.`);
    return 1;
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  storageCopyCommand(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
