import { runBackupCli } from './backup';

/** `npm run restore -- <file> [--force]`: see backup.ts. */
runBackupCli('restore');
