import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage, STORAGE_AREAS, type StorageArea } from '../../plugins/app/storage';
import { orphanFilesRule, type FileReferences } from './orphan-files';

/**
 * Retention (issue 39, README "Retention", docs/decisions/064): each rule says what is kept and for
 * how long, and is enforced by a job on the queue that pg-boss sends on the rule's cron schedule
 * (`retention-<name>`), run by whichever process works that queue. `npm run retention` runs every
 * rule once; with `--dry-run` they say what they would remove and remove nothing.
 */
export interface RetentionRule<Kind extends string = string> {
  /** Lower-case words joined by '-': the rule's job queue is `retention-<name>`. */
  name: string;
  /** What the rule removes, and when, in a few words (logs and `npm run retention`). */
  what: string;
  /** The kinds of things it counts, e.g. `['sessions', 'loginFailures']`: each starts at 0 in the metrics. */
  kinds: readonly Kind[];
  /** When its job is sent: a cron expression in UTC. */
  cron: string;
  /**
   * Removes what is past its time at `now` and answers how many of each kind; in a dry run removes
   * nothing and answers what it would remove (`items` may name them: files by key).
   */
  run(context: RetentionContext): Promise<RetentionOutcome<Kind>>;
}

export interface RetentionContext {
  now: Date;
  dryRun: boolean;
}

export interface RetentionOutcome<Kind extends string = string> {
  removed: Record<Kind, number>;
  items?: string[];
}

export interface RetentionReport {
  rule: string;
  what: string;
  dryRun: boolean;
  removed: Record<string, number>;
  items: string[];
}

export interface Retention {
  /** Adds a rule: its queue, its worker and its schedule. At start-up (a module's plugin). */
  add<Kind extends string>(rule: RetentionRule<Kind>): Promise<void>;
  /**
   * Says which of the given keys of a storage area the caller's rows refer to (the orphan-file
   * sweep keeps those). Every module whose rows name stored files registers one.
   */
  referenceFiles(area: StorageArea, referenced: FileReferences): void;
  /** The rules, in the order they were added. */
  rules(): readonly RetentionRule[];
  /** Runs one rule now (the scheduled job does this); counts what it removed in the metrics. */
  run(name: string, options?: Partial<RetentionContext>): Promise<RetentionReport>;
  /** Runs every rule once, one after the other (`npm run retention`). */
  runAll(options?: Partial<RetentionContext>): Promise<RetentionReport[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    retention: Retention;
  }
}

/** The queue of a rule's scheduled job. */
export const retentionQueue = (rule: string) => `retention-${rule}`;

/** A rule's job: no retries to speak of (the next schedule runs it again), and an hour at most. */
const RETENTION_QUEUE_OPTIONS = { retryLimit: 1, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 60 * 60 } as const;

const sum = (removed: Record<string, number>) => Object.values(removed).reduce((a, b) => a + b, 0);

/** Who refers to the files of each storage area (filled by `referenceFiles`, read by the orphan sweep). */
export type FileReferencesByArea = Map<StorageArea, FileReferences[]>;

export function createRetention(app: FastifyInstance, references: FileReferencesByArea): Retention {
  const rules = new Map<string, RetentionRule>();

  const retention: Retention = {
    async add(rule) {
      if (rules.has(rule.name)) throw new Error(`Retention rule ${rule.name} added twice`);
      rules.set(rule.name, rule);
      for (const kind of rule.kinds) app.metrics.retentionRemoved(rule.name, kind, 0);
      const queue = retentionQueue(rule.name);
      await app.jobs.work(queue, async () => {
        const report = await retention.run(rule.name);
        if (sum(report.removed) > 0) app.log.info({ rule: rule.name, removed: report.removed }, `retention: ${rule.what}`);
      }, RETENTION_QUEUE_OPTIONS);
      await app.jobs.schedule(queue, rule.cron);
    },

    referenceFiles(area, referenced) {
      references.set(area, [...(references.get(area) ?? []), referenced]);
    },

    rules: () => [...rules.values()],

    async run(name, options = {}) {
      const rule = rules.get(name);
      if (!rule) throw new Error(`No retention rule ${name}`);
      const dryRun = options.dryRun ?? false;
      const outcome = await rule.run({ now: options.now ?? new Date(), dryRun });
      if (!dryRun) for (const [kind, n] of Object.entries(outcome.removed)) if (n > 0) app.metrics.retentionRemoved(rule.name, kind, n);
      return { rule: rule.name, what: rule.what, dryRun, removed: outcome.removed, items: outcome.items ?? [] };
    },

    async runAll(options = {}) {
      const reports: RetentionReport[] = [];
      for (const name of rules.keys()) reports.push(await retention.run(name, options));
      return reports;
    },
  };
  return retention;
}

/**
 * Decorates `app.retention` and adds the rule it owns itself: the orphan-file sweep over both
 * storage areas (the modules' rules come with their own plugins, registered after every service).
 */
export const retentionServicePlugin = fp(
  async (app) => {
    const references: FileReferencesByArea = new Map();
    const retention = createRetention(app, references);
    app.decorate('retention', retention);
    const stores = Object.fromEntries(
      STORAGE_AREAS.map((area) => [area, area === 'uploads' ? app.storage : createStorage(app.config, area)]),
    ) as Record<StorageArea, FastifyInstance['storage']>;
    await retention.add(orphanFilesRule({ stores, references, log: app.log }));
  },
  { name: 'retention', dependencies: ['jobs', 'metrics', 'storage'] },
);
