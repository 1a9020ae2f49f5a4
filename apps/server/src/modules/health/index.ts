/** The health module's public face: liveness and readiness probes. No service of its own. */
import { healthRoutes } from './health.routes';

export const healthModule = {
  name: 'health',
  prefix: '/health',
  routes: healthRoutes,
} as const;
