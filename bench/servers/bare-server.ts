// A bare Fastify JSON route: the ceiling the full app is compared with.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = [{ _id: '6650a1b2c3d4e5f6a7b88fd6', name: 'Starter', price: 299 }];
app.get('/api/packages', () => body);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
