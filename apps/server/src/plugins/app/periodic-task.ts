import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface PeriodicTaskOptions {
  /** The plugin's name (`<module>-pruning`). */
  name: string;
  /** The plugins whose decorations `run` uses. */
  dependencies: string[];
  intervalMs: number;
  /** What the task removes, for the log: 'old guest images'. */
  what: string;
  /** Does the work once; answers how many rows it removed, in all or by kind (`{ sessions: 2, … }`). */
  run: (app: FastifyInstance, now: Date) => Promise<number | object>;
}

const total = (removed: number | object): number =>
  typeof removed === 'number' ? removed : Object.values(removed).reduce((sum: number, n) => sum + (typeof n === 'number' ? n : 0), 0);

/**
 * Background upkeep (the pruning of expired rows): runs once the server is ready, then every
 * `intervalMs`; the timer never keeps the process alive and is cleared on close. A failure is
 * logged and tried again at the next interval; it never stops the server.
 */
export function periodicTaskPlugin({ name, dependencies, intervalMs, what, run }: PeriodicTaskOptions) {
  return fp(
    (app, _options, done) => {
      let timer: NodeJS.Timeout | undefined;
      const once = async () => {
        try {
          const removed = await run(app, new Date());
          if (total(removed) > 0) app.log.info({ removed }, `${what} pruned`);
        } catch (err) {
          app.log.warn({ err }, `pruning ${what} failed; retried at the next interval`);
        }
      };
      app.addHook('onReady', async () => {
        await once();
        timer = setInterval(() => void once(), intervalMs);
        timer.unref();
      });
      app.addHook('onClose', (_instance, next) => {
        clearInterval(timer);
        next();
      });
      done();
    },
    { name, dependencies },
  );
}
