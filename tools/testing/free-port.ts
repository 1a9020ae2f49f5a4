import net from 'node:net';

/**
 * A TCP port on 127.0.0.1 that was free a moment ago: the one helper the Playwright config,
 * server tests, the bench and the start-script test use to run servers side by side (several
 * engineers and suites share one machine, so fixed ports collide).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port assigned'))));
    });
  });
}
