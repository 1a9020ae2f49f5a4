/**
 * The print-files module's public face (issue 19, docs/decisions/034): an order line's print file,
 * made by a job on the queue (modules/jobs), for admins under /api/admin.
 */
import { printFilesRoutes } from './print-files.routes';
import { printFilesRetentionPlugin, printFilesServicePlugin } from './print-files.service';

export type { PrintFilesService } from './print-files.service';
export { printFiles, type PrintFileRow } from './print-files.tables';

export const printFilesModule = {
  name: 'print-files',
  prefix: '/admin',
  service: printFilesServicePlugin,
  routes: printFilesRoutes,
  plugins: [printFilesRetentionPlugin],
} as const;
