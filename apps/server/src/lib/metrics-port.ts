import http from 'node:http';

/**
 * METRICS_PORT (docs/decisions/053): a plain HTTP server on 127.0.0.1 that answers `GET /metrics`
 * with `read()` and 404 to anything else. Loopback only, so no token: whoever can reach it is on the
 * machine already (a Prometheus agent beside the shop, or an SSH tunnel).
 */
export async function serveMetricsOnLoopback(
  port: number,
  read: () => Promise<{ text: string; contentType: string }>,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    read().then(
      ({ text, contentType }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text);
      },
      () => {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics are not available right now\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
