import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { AppConfig } from '../config';
import { openStorage, STORAGE_AREAS, type Storage, type StorageArea } from '../plugins/app/storage';
import { BackupError, dumpDatabase, DUMP_FILE, loadDatabase, postgresTableCount, type DatabaseDriver } from './database-dump';

/**
 * One backup archive (decision 049): a gzipped tar whose entries all sit under `wallart-backup/`:
 * `manifest.json` (a format marker, the version, the database's driver, and every other entry
 * with its size and SHA-256), `database/…` (the database in its own tool's format),
 * `files/<area>/<key>` (every stored file) and `data/jwt-secret` when the server generated one.
 */
export const BACKUP_FORMAT = 'wallart-backup';
export const BACKUP_VERSION = 1;
const ROOT = 'wallart-backup';
const JWT_SECRET_ENTRY = 'data/jwt-secret';

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  database: { driver: DatabaseDriver; path: string; serverVersion: string };
  entries: ManifestEntry[];
}

export type BackupConfig = Pick<AppConfig, 'dataDir' | 'pgliteDir' | 'databaseUrl' | 'storage'>;
type Say = (line: string) => void;

const ENTRY_PATH = /^(database\/(pglite\.tar\.gz|postgres\.dump)|files\/(uploads|print-files)\/[0-9a-f]{32}\.(webp|png|jpg|gif|svg|tif)|data\/jwt-secret)$/;

function databaseOf(config: BackupConfig) {
  return config.databaseUrl ? ({ driver: 'postgres', url: config.databaseUrl } as const) : ({ driver: 'pglite', dataDir: config.pgliteDir } as const);
}

async function hashFile(file: string): Promise<ManifestEntry['sha256']> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Writes a stored file into the staging folder, hashing it on the way. */
async function stageFile(storage: Storage, key: string, file: string): Promise<{ size: number; sha256: string } | null> {
  const stored = await storage.get(key);
  if (!stored) return null;
  const hash = crypto.createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(stored.body, tap, fs.createWriteStream(file, { flags: 'wx' }));
  return { size, sha256: hash.digest('hex') };
}

/**
 * `npm run backup -- <file>`: the database first, then every stored file (local or S3), into one
 * archive written under a temporary name and renamed when complete. Files are staged in a folder
 * beside the archive (so that disk needs room for the store once more).
 */
export async function createBackup(config: BackupConfig, file: string, options: { force?: boolean; say?: Say } = {}): Promise<BackupManifest> {
  const say = options.say ?? (() => {});
  const target = path.resolve(file);
  if (fs.existsSync(target) && !options.force) throw new BackupError(`${target} already exists: choose another name, or add --force to replace it.`);
  const staging = fs.mkdtempSync(path.join(path.dirname(target), '.wallart-backup-'));
  const partial = `${target}.partial-${crypto.randomBytes(4).toString('hex')}`;
  try {
    const root = path.join(staging, ROOT);
    const entries: ManifestEntry[] = [];
    const add = async (entry: string, size?: number, sha256?: string) => {
      const onDisk = path.join(root, entry);
      entries.push({ path: entry, size: size ?? fs.statSync(onDisk).size, sha256: sha256 ?? (await hashFile(onDisk)) });
    };

    const database = databaseOf(config);
    fs.mkdirSync(path.join(root, 'database'), { recursive: true });
    say(`Database (${database.driver}) …`);
    const { serverVersion } = await dumpDatabase(database, path.join(root, DUMP_FILE[database.driver]));
    await add(DUMP_FILE[database.driver]);
    say(`Database: ${serverVersion}, ${fs.statSync(path.join(root, DUMP_FILE[database.driver])).size} bytes`);

    for (const area of STORAGE_AREAS) {
      const storage = await openStorage(config, area);
      fs.mkdirSync(path.join(root, 'files', area), { recursive: true });
      let count = 0;
      for await (const { key } of storage.list()) {
        const entry = `files/${area}/${key}`;
        // Deleted since the listing (an artwork removed meanwhile): not part of the backup.
        const staged = await stageFile(storage, key, path.join(root, entry));
        if (!staged) continue;
        await add(entry, staged.size, staged.sha256);
        count++;
        if (count % 100 === 0) say(`${area}: ${count} files …`);
      }
      say(`${area}: ${count} files from ${storage.location}`);
    }

    const secret = path.join(config.dataDir, 'jwt-secret');
    if (fs.existsSync(secret)) {
      fs.mkdirSync(path.join(root, 'data'), { recursive: true });
      fs.copyFileSync(secret, path.join(root, JWT_SECRET_ENTRY));
      await add(JWT_SECRET_ENTRY);
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: { driver: database.driver, path: DUMP_FILE[database.driver], serverVersion },
      entries,
    };
    fs.writeFileSync(path.join(root, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // The manifest first, so a reader meets the format marker before anything else.
    const names = ['manifest.json', ...entries.map((e) => e.path)].map((name) => `${ROOT}/${name}`);
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true, noDirRecurse: true }, names);
    const handle = await fs.promises.open(partial, 'r');
    await handle.datasync();
    await handle.close();
    fs.renameSync(partial, target);
    say(`Backup written: ${target} (${fs.statSync(target).size} bytes, ${entries.length} entries)`);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

const notABackup = (file: string, why: string) =>
  new BackupError(`${file} is not a complete WallArt Studio backup (${why}). Nothing was changed.`);

/** Unpacks the archive into `into` and checks it whole: the marker, every entry's size and checksum, nothing else. */
async function unpackAndVerify(file: string, into: string): Promise<BackupManifest> {
  try {
    await tar.x({ file, cwd: into, strict: true, preservePaths: false });
  } catch (err) {
    throw notABackup(file, `it cannot be unpacked: ${(err as Error).message}`);
  }
  const root = path.join(into, ROOT);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(root, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw notABackup(file, 'it has no readable manifest');
  }
  if (manifest?.format !== BACKUP_FORMAT) throw notABackup(file, 'its manifest has no wallart-backup format marker');
  const version: unknown = manifest.version;
  if (version !== BACKUP_VERSION) throw notABackup(file, `it is format version ${String(version)}; this program reads version ${BACKUP_VERSION}`);
  if (!Array.isArray(manifest.entries) || !manifest.database || !(manifest.database.driver in DUMP_FILE)) throw notABackup(file, 'its manifest is malformed');
  if (!manifest.entries.some((e) => e.path === DUMP_FILE[manifest.database.driver])) throw notABackup(file, 'it holds no database');
  const listed = new Set<string>();
  for (const entry of manifest.entries) {
    if (typeof entry.path !== 'string' || !ENTRY_PATH.test(entry.path) || listed.has(entry.path)) throw notABackup(file, `its manifest lists an unexpected entry ${String(entry.path)}`);
    listed.add(entry.path);
    const onDisk = path.join(root, entry.path);
    const stat = fs.statSync(onDisk, { throwIfNoEntry: false });
    if (!stat?.isFile()) throw notABackup(file, `${entry.path} is missing`);
    if (stat.size !== entry.size || (await hashFile(onDisk)) !== entry.sha256) throw notABackup(file, `${entry.path} does not match its checksum`);
  }
  // Nothing the manifest does not vouch for.
  const present = (fs.readdirSync(root, { recursive: true, withFileTypes: true }))
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .filter((p) => p !== 'manifest.json');
  const extra = present.filter((p) => !listed.has(p));
  if (extra.length > 0) throw notABackup(file, `it holds files its manifest does not list (${extra.slice(0, 3).join(', ')})`);
  return manifest;
}

async function isEmpty(storage: Storage): Promise<boolean> {
  for await (const _object of storage.list()) return false;
  return true;
}

/**
 * `npm run restore -- <file>`: checks the whole archive first (a truncated file or another
 * program's is refused before anything is touched), then that the target database and stores are
 * empty (unless `force`), then writes the files (under their keys) and loads the database.
 */
export async function restoreBackup(config: BackupConfig, file: string, options: { force?: boolean; say?: Say } = {}): Promise<BackupManifest> {
  const say = options.say ?? (() => {});
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new BackupError(`${source} does not exist.`);
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-restore-'));
  try {
    const manifest = await unpackAndVerify(source, unpacked);
    const root = path.join(unpacked, ROOT);
    say(`Backup of ${manifest.createdAt}: ${manifest.database.serverVersion}, ${manifest.entries.length} entries, checksums match`);

    const database = databaseOf(config);
    if (database.driver !== manifest.database.driver) {
      throw new BackupError(
        manifest.database.driver === 'pglite'
          ? 'This backup holds an embedded (PGlite) database: restore it without DATABASE_URL, into DATA_DIR.'
          : 'This backup holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.',
      );
    }

    // Everything checked before anything is written.
    const stores = Object.fromEntries(await Promise.all(STORAGE_AREAS.map(async (area) => [area, await openStorage(config, area)] as const))) as Record<StorageArea, Storage>;
    if (!options.force) {
      const occupied: string[] = [];
      if (database.driver === 'pglite' ? fs.existsSync(path.join(database.dataDir, 'PG_VERSION')) : (await postgresTableCount(database.url)) > 0) {
        occupied.push(database.driver === 'pglite' ? `the database in ${database.dataDir}` : 'the database of DATABASE_URL');
      }
      for (const area of STORAGE_AREAS) if (!(await isEmpty(stores[area]))) occupied.push(`the files in ${stores[area].location}`);
      if (fs.existsSync(path.join(config.dataDir, 'jwt-secret')) && manifest.entries.some((e) => e.path === JWT_SECRET_ENTRY)) occupied.push(`${path.join(config.dataDir, 'jwt-secret')}`);
      if (occupied.length > 0) throw new BackupError(`Refusing to restore over existing data: ${occupied.join('; ')}. Restore into an empty DATA_DIR / database, or add --force to overwrite.`);
    }

    for (const area of STORAGE_AREAS) {
      const files = manifest.entries.filter((e) => e.path.startsWith(`files/${area}/`));
      for (const entry of files) {
        const key = entry.path.slice(`files/${area}/`.length);
        await stores[area].putAt(key, fs.createReadStream(path.join(root, entry.path)), entry.size);
      }
      say(`${area}: ${files.length} files into ${stores[area].location}`);
    }
    if (manifest.entries.some((e) => e.path === JWT_SECRET_ENTRY)) {
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.copyFileSync(path.join(root, JWT_SECRET_ENTRY), path.join(config.dataDir, 'jwt-secret'));
      fs.chmodSync(path.join(config.dataDir, 'jwt-secret'), 0o600);
    }
    await loadDatabase(database, path.join(root, manifest.database.path), { force: Boolean(options.force) });
    say(`Database restored (${database.driver === 'pglite' ? database.dataDir : 'DATABASE_URL'}).`);
    return manifest;
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}

export { BackupError } from './database-dump';
