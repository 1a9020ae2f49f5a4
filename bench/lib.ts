import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface RunningServer {
  address: string;
  stop: () => Promise<void>;
}

/** Starts one of bench/servers/*.ts in its own process and waits for its address. */
export async function startServer(name: string): Promise<RunningServer> {
  const child: ChildProcess = fork(path.join(here, 'servers', `${name}.ts`), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    child.once('message', (msg) => resolve((msg as { address: string }).address));
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before listening`)));
  });
  return {
    address,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Requests per second on loopback, bounded in time (DESIGN: load tests stop by themselves). */
export async function measureRps(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result.requests.average;
}
