/**
 * The retention module's public face (issue 39, docs/decisions/064): what is kept and for how long,
 * each rule a job pg-boss sends on a schedule. Modules add their rules and say which stored files
 * their rows refer to with `moduleRetentionPlugin` (among their `plugins`); `app.retention` runs
 * them (`npm run retention`, tests).
 */
import { retentionServicePlugin } from './retention.service';

export { deleteRows, moduleRetentionPlugin, type ModuleRetentionOptions } from './retention-plugin';
export { ORPHAN_FILE_MIN_AGE_MS, type FileReferences } from './orphan-files';
export { retentionQueue, type Retention, type RetentionContext, type RetentionOutcome, type RetentionReport, type RetentionRule } from './retention.service';

export const retentionModule = {
  name: 'retention',
  service: retentionServicePlugin,
} as const;
