/** The designs module's public face (decision 013): saved designs (docs/product/visualizer.md#saved-designs). */
import { designsRoutes } from './designs.routes';
import { designsServicePlugin } from './designs.service';

export type { DesignsService, DesignViewer } from './designs.service';
export { designs, type DesignRow } from './designs.tables';

export const designsModule = {
  name: 'designs',
  prefix: '/designs',
  service: designsServicePlugin,
  routes: designsRoutes,
} as const;
