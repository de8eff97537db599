import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, type Registry } from 'prom-client';
import type { DB } from '../../db/schema.ts';
import { shardOf, SYSTEM_SHARDS, type PreparedTransfer, type TransferInput, type WalletService } from '../wallet/service.ts';
import type { FastMove, FastMoveResult, VendorApiRepository } from './repository.ts';

/** A bet or win for `provider_wallet_move()`, without its ledger accounts (the batch picks the clearing shard). */
export type MoveRequest = Omit<FastMove, 'transfer'>;

/**
 * What became of one submitted move:
 * - `done`: the statement ran and its transaction committed (`out.outcome` says whether it moved money);
 * - `failed`: it could not run (preparing the transfer refused it, or its own statement failed): the full path answers;
 * - `single`: it was kept out of the batch (a twin in the same batch, the balance may not cover it, the batch
 *   failed): the caller runs it on its own, now that the batch has finished.
 */
export type MoveOutcome =
  | { kind: 'done'; out: FastMoveResult; prepared: PreparedTransfer }
  | { kind: 'failed'; error: unknown }
  | { kind: 'single' };

export interface BatcherOptions {
  /** Most moves in one transaction (also keeps a transaction's subtransaction-free lock set small). */
  maxItems: number;
  /** Batches (transactions) running at once in this process. */
  inFlight: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

interface Pending {
  move: MoveRequest;
  input: TransferInput;
  settle: (outcome: MoveOutcome) => void;
}

interface Ready extends Pending {
  prepared: PreparedTransfer;
}

/** FastMove with the accounts of a prepared transfer. */
export function withTransfer(move: MoveRequest, prepared: PreparedTransfer): FastMove {
  const bet = move.kind === 'BET';
  const member = bet ? prepared.debit : prepared.credit;
  const counter = bet ? prepared.credit : prepared.debit;
  return { ...move, transfer: { key: prepared.row.idempotency_key, memberAccount: member.id, counterAccount: counter.id, hash: prepared.hash, metadata: prepared.row.metadata } };
}

/** One shard key per PROVIDER_CLEARING shard, so consecutive batches lock different clearing rows. */
function shardKeys(): string[] {
  const shards = SYSTEM_SHARDS.PROVIDER_CLEARING;
  const keys: (string | undefined)[] = Array.from({ length: shards });
  for (let i = 0; keys.includes(undefined) && i < 100_000; i++) {
    const key = `batch:${i}`;
    const s = shardOf('PROVIDER_CLEARING', key);
    if (keys[s] === undefined) keys[s] = key;
  }
  return keys.filter((k): k is string => k !== undefined);
}

/**
 * Group commit for the provider wallet's ordinary bets and wins (docs/decisions/0090-wallet-group-commit.md).
 *
 * Moves that arrive while this process's batches are busy wait in a queue; when a slot frees, it takes
 * its share of the queue (the queue split over the free slots, at most `maxItems`) and runs it as ONE
 * statement, committed on its own: it first locks every ledger account of the batch in ascending id
 * order (the order every transfer locks in, so batches and single transfers cannot deadlock on
 * accounts), then checks and writes every move set-based (`provider_wallet_move_batch()`, migrations/097:
 * the same checks and rows as `provider_wallet_move()`, in a fixed number of statements). One round trip and one commit
 * for the whole batch; answers go out only after that commit. With a slot free a move runs at once,
 * on its own (no waiting at low load).
 *
 * It stays optimistic like the one-statement path: a move that could make the statement fail is kept
 * out (a twin of a uuid already in the batch; a bet the member's last known balance may not cover) and
 * runs on its own afterwards; if the statement fails anyway (not enough money after all, a twin
 * committed by another process, a deadlock with another path, any database error) nothing of it was
 * written and every move of it runs on its own, so each gets the answer it would have got without
 * batching. Correctness across processes comes from the database (row locks, unique keys), as before;
 * the batch only saves commits and round trips.
 */
export class MoveBatcher {
  private readonly queue: Pending[] = [];
  private running = 0;
  private scheduled = false;
  private paused = false;
  private nextShard = 0;
  private readonly keys = shardKeys();
  /** Last balance this process saw per member wallet (`member:currency`): only decides which bets join a batch. */
  private readonly known = new Map<string, bigint>();
  /** Batches run, moves committed in them, the largest batch, moves sent back to run on their own, batches that failed. */
  readonly stats = { batches: 0, batched: 0, largest: 0, single: 0, failedBatches: 0 };
  /** Tests: fails the batch statement when set (an injected database failure). */
  beforeBatch?: (moves: FastMove[]) => Promise<void>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: VendorApiRepository,
    private readonly wallet: WalletService,
    private readonly options: BatcherOptions,
  ) {
    wallet.events.on('balanceChanged', (change) => {
      if (this.known.size > 100_000) this.known.clear();
      this.known.set(`${change.memberId}:${change.currency}`, change.balance);
    });
  }

  /** Moves waiting for a slot. */
  get queued(): number {
    return this.queue.length;
  }

  submit(move: MoveRequest, input: TransferInput): Promise<MoveOutcome> {
    return new Promise((settle) => {
      this.queue.push({ move, input, settle });
      this.schedule();
    });
  }

  /** Tests: hold every move in the queue until `resume()` (to make one batch of known moves). */
  pause() {
    this.paused = true;
  }

  resume() {
    this.paused = false;
    this.schedule();
  }

  private schedule() {
    if (this.scheduled || this.paused || this.running >= this.options.inFlight) return;
    this.scheduled = true;
    // Moves read in the same turn of the event loop join one batch.
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump() {
    while (!this.paused && this.running < this.options.inFlight && this.queue.length > 0) {
      // The queue shared by the free slots: several smaller batches keep several database sessions (and cores) busy.
      const share = Math.min(this.options.maxItems, Math.ceil(this.queue.length / (this.options.inFlight - this.running)));
      const batch = this.queue.splice(0, share);
      this.running += 1;
      void this.execute(batch)
        .catch((error: unknown) => {
          // execute settles every move itself; this is a bug guard so no caller waits forever.
          this.options.log?.warn({ err: error }, 'hub88 batch failed unexpectedly');
          for (const p of batch) p.settle({ kind: 'single' });
        })
        .finally(() => {
          this.running -= 1;
          // Moves that queued while this batch ran go at once: waiting for the check phase would let every
          // request read in this poll phase run first and leave the database idle meanwhile.
          if (this.queue.length > 0 && !this.paused) this.pump();
          else this.schedule();
        });
    }
  }

  private async execute(batch: Pending[]) {
    if (batch.length === 1) return this.alone(batch[0] as Pending);
    // A twin of a uuid already in this batch waits for the batch, then replays what it committed.
    const uuids = new Set<string>();
    const first: Pending[] = [];
    const twins: Pending[] = [];
    for (const p of batch) {
      if (uuids.has(p.move.uuid)) twins.push(p);
      else {
        uuids.add(p.move.uuid);
        first.push(p);
      }
    }
    const shardKey = this.keys[this.nextShard++ % this.keys.length];
    const ready: Ready[] = [];
    await Promise.all(
      first.map(async (p) => {
        try {
          ready.push({ ...p, prepared: await this.wallet.prepare({ ...p.input, shardKey }) });
        } catch (error) {
          p.settle({ kind: 'failed', error });
        }
      }),
    );
    const later: Pending[] = [...twins];
    try {
      if (ready.length === 1) {
        await this.alone(ready[0] as Ready);
      } else if (ready.length > 1) {
        await this.together(ready, later);
      }
    } finally {
      this.stats.single += later.length;
      for (const p of later) p.settle({ kind: 'single' });
    }
  }

  /** One move on its own: the one-statement path, committed by itself. */
  private async alone(p: Pending | Ready) {
    try {
      const prepared = 'prepared' in p ? p.prepared : await this.wallet.prepare(p.input);
      const out = await this.repo.fastMove(this.db, withTransfer(p.move, prepared));
      p.settle({ kind: 'done', out, prepared });
    } catch (error) {
      p.settle({ kind: 'failed', error });
    }
  }

  /** Several moves in one statement; `later` receives those to run on their own afterwards. */
  private async together(ready: Ready[], later: Pending[]) {
    // Same member's moves next to each other, in arrival order (a stable sort).
    const memberAccount = (r: Ready) => (r.move.kind === 'BET' ? r.prepared.debit.id : r.prepared.credit.id);
    ready.sort((a, b) => (memberAccount(a) < memberAccount(b) ? -1 : memberAccount(a) > memberAccount(b) ? 1 : 0));
    const wallet = (r: Ready) => `${r.move.memberId}:${r.move.currency}`;
    const unknown = ready.filter((r) => r.move.kind === 'BET' && !this.known.has(wallet(r)));
    if (unknown.length > 0) {
      // Read (not locked): only a guess of which bets the balance covers; the ledger's CHECK decides.
      const balances = await this.repo.balances(this.db, [...new Set(unknown.map((r) => r.prepared.debit.id))]);
      for (const r of unknown) {
        const balance = balances.get(r.prepared.debit.id);
        if (balance !== undefined) this.known.set(wallet(r), balance);
      }
    }
    // A bet the balance may not cover runs on its own after the batch: there it is refused (or, after the
    // wins of this batch, paid), and the batch statement is not aborted by the ledger's CHECK.
    const running = new Map<string, bigint>();
    const go: Ready[] = [];
    for (const r of ready) {
      if (r.move.kind === 'BET') {
        const balance = running.get(wallet(r)) ?? this.known.get(wallet(r));
        if (balance === undefined || balance < r.prepared.input.amount) {
          later.push(r);
          continue;
        }
        running.set(wallet(r), balance - r.prepared.input.amount);
      }
      go.push(r);
    }
    if (go.length === 0) return;
    if (go.length === 1) return this.alone(go[0] as Ready);
    const moves = go.map((r) => withTransfer(r.move, r.prepared));
    const accounts = new Set<bigint>();
    for (const r of go) {
      accounts.add(r.prepared.debit.id);
      accounts.add(r.prepared.credit.id);
    }
    let rows: FastMoveResult[];
    try {
      if (this.beforeBatch) await this.beforeBatch(moves);
      rows = await this.repo.fastMoveBatch(this.db, [...accounts], moves);
      if (rows.length !== moves.length) throw new Error(`provider_wallet_move batch returned ${rows.length} rows for ${moves.length} moves`);
    } catch (error) {
      // Nothing of the batch was written (or, if the commit's answer was lost, a move's own run replays it).
      const code = (error as { code?: string }).code;
      if (code !== '23505' && code !== '23514') this.options.log?.warn({ err: error }, 'hub88 batch failed; its moves run on their own');
      this.stats.failedBatches += 1;
      for (const r of go) {
        this.known.delete(wallet(r));
        later.push(r);
      }
      return;
    }
    this.stats.batches += 1;
    this.stats.batched += go.length;
    this.stats.largest = Math.max(this.stats.largest, go.length);
    go.forEach((r, i) => r.settle({ kind: 'done', out: rows[i] as FastMoveResult, prepared: r.prepared }));
  }
}

/**
 * The batcher's counts as Prometheus series (docs/operations.md), read when scraped: batches committed,
 * fast-path moves committed in a batch or sent back to run alone, batches that failed. Batched moves
 * divided by batches is the average batch size, the figure that says whether group commit is working.
 */
export function registerBatchMetrics(registry: Registry, batcher: MoveBatcher) {
  const { stats } = batcher;
  new Counter({
    name: 'provider_wallet_batches_total',
    help: 'Provider wallet group-commit batches committed (decision 0090)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(stats.batches);
    },
  });
  new Counter({
    name: 'provider_wallet_batch_moves_total',
    help: 'Provider wallet fast-path moves by how they left the batcher: committed in a batch, or sent back to run alone',
    labelNames: ['path'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ path: 'batched' }, stats.batched);
      this.inc({ path: 'single' }, stats.single);
    },
  });
  new Counter({
    name: 'provider_wallet_batch_failures_total',
    help: 'Provider wallet batches whose statement failed (every move of it then ran alone)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(stats.failedBatches);
    },
  });
}
