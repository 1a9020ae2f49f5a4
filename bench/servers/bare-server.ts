// A bare Fastify JSON route answering the same body as GET /api/packages: the ceiling the full
// app (security headers, rate limit, request ids, logging, schemas, database) is compared with.
import Fastify from 'fastify';
import { SERVICE_PACKAGES, toPackageResponse } from '@wallart/shared';

const app = Fastify({ logger: false });
const body = SERVICE_PACKAGES.map(toPackageResponse);
app.get('/api/packages', () => body);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
