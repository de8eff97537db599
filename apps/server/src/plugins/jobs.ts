import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { Cron } from 'croner';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface JobDefinition {
  /** Unique name; also the advisory-lock key, so one instance at a time runs it. */
  name: string;
  /** croner pattern, seconds first allowed: '*\/5 * * * * *' = every 5 seconds. */
  schedule: string;
  /**
   * The work. Must be idempotent and claim its rows (settlement keys, status updates
   * with a WHERE on the old status): a job that runs twice pays once.
   */
  run: () => Promise<unknown>;
}

export interface Jobs {
  register(job: JobDefinition): void;
  /** Runs a job now, under its lock (tests, CLIs, an operator's "run now"). */
  runNow(name: string): Promise<unknown>;
  names(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** 31-bit advisory-lock key from the job name (stable across instances and releases). */
function lockKey(name: string): number {
  return createHash('sha256').update(`job:${name}`).digest().readUInt32BE(0) >>> 1;
}

/** This process, as job_ticks records it. */
const INSTANCE = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * The scheduled time a timer fired for: the time it was due when that is near (timers fire a few
 * milliseconds late, differently on each instance), else the firing time to the second.
 */
function tickOf(due: Date | null, firedAt: Date): Date {
  if (due && Math.abs(firedAt.getTime() - due.getTime()) < 5_000) return due;
  return new Date(Math.floor(firedAt.getTime() / 1000) * 1000);
}

/** Claims one tick of a job for this instance; false when another instance already has it. */
async function claimTick(db: Kysely<DB>, job: string, tick: Date): Promise<boolean> {
  const claimed = await sql<{ job: string }>`
    INSERT INTO job_ticks (job, tick, instance) VALUES (${job}, ${tick}, ${INSTANCE})
    ON CONFLICT (job, tick) DO NOTHING RETURNING job`.execute(db);
  if (!claimed.rows.length) return false;
  await sql`DELETE FROM job_ticks WHERE job = ${job} AND tick < ${tick}::timestamptz - interval '2 days'`.execute(db);
  return true;
}

async function finishTick(db: Kysely<DB>, job: string, tick: Date, outcome: 'ok' | 'failed') {
  await sql`UPDATE job_ticks SET finished_at = now(), outcome = ${outcome} WHERE job = ${job} AND tick = ${tick}`.execute(db);
}

/**
 * In-process scheduler (croner) with a PostgreSQL advisory lock per job (ARCHITECTURE "jobs"),
 * so several API instances never run the same job at once. Timers start when the app is ready
 * and only when JOBS=on (API tests turn them off and call runNow). A tick that is still running
 * when the next one is due is skipped, not queued. Every instance's timer fires, but each tick runs
 * on one instance only: the first to insert its job_ticks row (the advisory lock alone would let a
 * second instance run the same tick again right after the first).
 */
export default fp(
  async (app) => {
    const defs = new Map<string, JobDefinition>();
    const timers: Cron[] = [];
    let closing = false;

    // One run of a job at a time in this process (PGlite has no advisory locks to lean on),
    // and one across instances through the database lock.
    const inFlight = new Map<string, Promise<unknown>>();
    const runLocked = (job: JobDefinition) => {
      const previous = inFlight.get(job.name) ?? Promise.resolve();
      const next = previous.catch(() => {}).then(() => app.database.withExclusiveLock(lockKey(job.name), job.run));
      inFlight.set(job.name, next);
      next.then(
        () => app.metrics.jobRuns.inc({ job: job.name, outcome: 'ok' }),
        () => app.metrics.jobRuns.inc({ job: job.name, outcome: 'failed' }),
      );
      return next.finally(() => {
        if (inFlight.get(job.name) === next) inFlight.delete(job.name);
      });
    };

    const jobs: Jobs = {
      register(job) {
        if (defs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
        defs.set(job.name, job);
      },
      async runNow(name) {
        const job = defs.get(name);
        if (!job) throw new Error(`No job ${name}`);
        return runLocked(job);
      },
      names: () => [...defs.keys()],
    };
    app.decorate('jobs', jobs);

    app.addHook('onReady', async () => {
      if (!app.config.jobsEnabled) return;
      for (const job of defs.values()) {
        let due: Date | null = null;
        const timer = new Cron(job.schedule, { protect: true }, async (self: Cron) => {
          const fired = new Date();
          const tick = tickOf(due, fired);
          due = self.nextRun(fired);
          if (closing) return;
          const started = Date.now();
          try {
            // Every instance's timer fires; the one that claims the tick runs it.
            if (!(await claimTick(app.db, job.name, tick))) return;
            let outcome: 'ok' | 'failed' = 'ok';
            try {
              const result = await runLocked(job);
              if (result !== undefined && result !== null) app.log.debug({ job: job.name, ms: Date.now() - started, result }, 'job ran');
            } catch (error) {
              outcome = 'failed';
              app.log.error({ err: error, job: job.name }, 'job failed');
            }
            await finishTick(app.db, job.name, tick, outcome);
          } catch (error) {
            app.log.error({ err: error, job: job.name }, 'job tick could not be claimed or recorded');
          }
        });
        due = timer.nextRun();
        timers.push(timer);
      }
      app.log.info({ jobs: [...defs.keys()] }, 'jobs scheduled');
    });
    app.addHook('onClose', async () => {
      closing = true;
      for (const t of timers) t.stop();
    });
  },
  { name: 'jobs', dependencies: ['db', 'metrics'] },
);
