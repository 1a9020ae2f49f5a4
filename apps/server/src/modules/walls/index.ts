/**
 * The walls module's public face (decision 013): wall backgrounds, the four seeded defaults and
 * users' uploads (docs/product/visualizer.md#wall-backgrounds). Designs use `findUsable` to check the wall a design hangs on.
 */
import { wallsRoutes } from './walls.routes';
import { wallsRetentionPlugin, wallsServicePlugin } from './walls.service';

export type { WallsService, WallViewer } from './walls.service';
export { wallBackgrounds, type WallBackgroundRow } from './walls.tables';
export { DEFAULT_WALLS, seedDefaultWalls } from './walls.defaults';

export const wallsModule = {
  name: 'walls',
  prefix: '/walls',
  service: wallsServicePlugin,
  plugins: [wallsRetentionPlugin],
  routes: wallsRoutes,
} as const;
