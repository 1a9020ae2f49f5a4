/**
 * The ar module's public face (issue 38, docs/product/ar.md, decision 076): the AR view's 3D
 * models of a framed canvas, GLB and USDZ, made from the artwork and the chosen size and frame.
 */
import { arRoutes } from './ar.routes';
import { arServicePlugin } from './ar.service';

export type { ArService } from './ar.service';

export const arModule = {
  name: 'ar',
  prefix: '/ar',
  service: arServicePlugin,
  routes: arRoutes,
} as const;
