import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface ScriptStatement {
  sql: string;
  params?: unknown[];
}

/** One handle over either engine: Kysely for queries, plus raw script execution for migrations. */
export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Runs a multi-statement SQL script and then `after` statements in one transaction. */
  runScript(script: string, after?: ScriptStatement[]): Promise<void>;
  /** Runs `fn` while holding a cluster-wide lock (advisory lock on PostgreSQL; the single session on PGlite). */
  withExclusiveLock<T>(lockKey: number, fn: () => Promise<T>): Promise<T>;
  /** Connection pool figures for /metrics (PostgreSQL; PGlite has one session and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite engine is used. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory' for a throw-away in-memory database. */
  dataDir?: string;
  poolMax?: number;
  /** Called for errors of idle pool clients (PostgreSQL), which would otherwise crash the process. */
  onPoolError?: (error: Error) => void;
}

const INT8_OID = 20;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir ?? 'memory');
}

async function openPglite(dataDir: string): Promise<Database> {
  // PGlite turns small int8 values into numbers and large ones into bigints;
  // always bigint, as on PostgreSQL, so money code sees one type.
  const options = { parsers: { [INT8_OID]: (v: string) => BigInt(v) } };
  let pglite: PGlite;
  if (dataDir === 'memory') {
    pglite = new PGlite(options);
  } else {
    const dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir, options);
  }
  await pglite.waitReady;
  // Kysely's own PGlite dialect serialises connection use with a mutex, so two
  // transactions can never interleave on PGlite's single session.
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async runScript(script, after = []) {
      await pglite.transaction(async (tx) => {
        await tx.exec(script);
        for (const s of after) await tx.query(s.sql, s.params ?? []);
      });
    },
    async withExclusiveLock(_lockKey, fn) {
      // A single process owns the data directory (see data-dir-lock.ts); jobs
      // are serialised by the caller, so there is nobody else to lock out.
      return fn();
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 20,
    // A runaway query must not hold a connection (and locks) forever. JIT off: on report queries whose
    // estimates cross jit_above_cost, compiling took ~400 ms of a 36 ms query (decision 0015).
    options: '-c statement_timeout=30000 -c idle_in_transaction_session_timeout=60000 -c jit=off',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (v: string) => BigInt(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  // Fail fast with a clear error when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async runScript(script, after = []) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // No parameters: pg uses the simple protocol, which allows several statements.
        await client.query(script);
        for (const s of after) await client.query(s.sql, s.params ?? []);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async withExclusiveLock(lockKey, fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockKey]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockKey]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
