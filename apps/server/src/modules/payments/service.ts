import { createHash } from 'node:crypto';
import { ErrorCode, type BindBankAccount, type OperatorBulkDecision, type OperatorBulkResult, type OperatorDepositListQuery, type OperatorWithdrawalListQuery, type PaymentRiskFlag, type ConfirmWithdrawalFields, type CreateDeposit, type CreateUplineTransfer, type CreateWithdrawal } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { OperatorContext, OperatorService } from '../operator/service.ts';
import type { ProtectionService } from '../protection/service.ts';
import type { BalanceChange, TransferResult, WalletService } from '../wallet/service.ts';
import { banksForCurrency, findBank } from './banks.ts';
import type { GatewayNotification, PaymentGateway } from './gateway/types.ts';
import type { DepositRow, PaymentsRepository, QueueFilter, UplineRow, WithdrawalRow } from './repository.ts';

/** What payments needs from the accounts module (app.accounts). Narrow on purpose. */
export interface AccountsPort {
  /** Throws 403 PAYMENT_PASSWORD_INVALID when wrong, 429 after 10 in a row without a correct one (accounts keeps the count). */
  checkPaymentPassword(memberId: number, password: string): Promise<void>;
  parentOf(memberId: number): Promise<number | null>;
}

/** Pays a withdrawal out to the member's bank. The sandbox one succeeds at once and says so. */
export interface PayoutProvider {
  readonly sandbox: boolean;
  payout(input: { withdrawalId: string; amount: bigint; currency: string; bankName: string; accountName: string; accountNumber: string }): Promise<{ reference: string }>;
}

export const sandboxPayout: PayoutProvider = {
  sandbox: true,
  async payout({ withdrawalId }) {
    return { reference: `SANDBOX-PAYOUT-${withdrawalId}` };
  },
};

export interface ProofUpload {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

export interface PaymentsOptions {
  deposit: { min: bigint; max: bigint };
  withdrawal: { min: bigint; max: bigint };
  autoReceiptMinutes: number;
  receivingBank: { bankName: string; accountName: string; accountNumber: string };
  /** Path of this server's callback endpoint for a gateway (the gateway POSTs there). */
  notifyUrl: (gateway: string) => string;
  /** Where the hosted page sends the member back after a gateway deposit. */
  returnUrl: (depositId: string) => string;
  now?: () => Date;
}

export interface PaymentsDeps {
  repo: PaymentsRepository;
  wallet: WalletService;
  accounts: () => AccountsPort;
  /** Player protection (modules/protection): exclusion and deposit limits, checked in the deposit's transaction. */
  protection?: Pick<ProtectionService, 'assertCanDeposit'> & Partial<Pick<ProtectionService, 'status' | 'kyc'>>;
  operator: OperatorService;
  gateways: Map<string, PaymentGateway>;
  payout: PayoutProvider;
  /** Amounts at or over this (minor units) carry the LARGE_AMOUNT risk flag in the operator queues. */
  largeAmount?: bigint;
}

/** A credited deposit, as hooks see it (inside the crediting transaction). */
export interface CreditedDeposit {
  depositId: string;
  memberId: number;
  amount: bigint;
  currency: string;
  creditedAt: Date;
}
/**
 * Runs inside the transaction that credits a deposit, once per deposit (a repeated callback or decision
 * credits nothing and calls no hook). A hook must only write its own rows: an error rolls the credit back.
 */
export type DepositCreditedHook = (deposit: CreditedDeposit, trx: Kysely<DB>) => Promise<void>;

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const num = (v: bigint) => Number(v);
export const maskAccount = (n: string) => `****${n.slice(-4)}`;

function queueFilter(q: { minAmount?: number; maxAmount?: number; member?: string; from?: string; to?: string }): QueueFilter {
  if (q.minAmount !== undefined && q.maxAmount !== undefined && q.minAmount > q.maxAmount) throw badRequest('"minAmount" must not be over "maxAmount"');
  if (q.from && q.to && Date.parse(q.from) > Date.parse(q.to)) throw badRequest('"from" must not be after "to"');
  return {
    minAmount: q.minAmount === undefined ? undefined : BigInt(q.minAmount),
    maxAmount: q.maxAmount === undefined ? undefined : BigInt(q.maxAmount),
    member: q.member,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
  };
}

function parseId(id: string): bigint {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) throw notFound();
  return BigInt(id);
}

/**
 * Deposits, withdrawals and transfers to the upline (docs/payments.md). Money only moves through
 * `wallet.transfer` inside the same database transaction as the status change, with an
 * idempotency key derived from the business id, so a retried, repeated or concurrent request
 * moves money at most once; the status update's `WHERE status = <old>` makes one of two racing
 * decisions win.
 */
export class PaymentsService {
  private readonly db: Kysely<DB>;
  private readonly now: () => Date;
  private readonly creditedHooks: DepositCreditedHook[] = [];

  constructor(
    private readonly deps: PaymentsDeps,
    private readonly options: PaymentsOptions,
  ) {
    this.db = deps.repo.db;
    this.now = options.now ?? (() => new Date());
  }

  private get repo() {
    return this.deps.repo;
  }

  /** Calls `hook` in the transaction of every deposit credit (e.g. referrals: a friend's first deposit). */
  onDepositCredited(hook: DepositCreditedHook): void {
    this.creditedHooks.push(hook);
  }

  private async credited(trx: Kysely<DB>, deposit: DepositRow, creditedAt: Date) {
    const event: CreditedDeposit = { depositId: deposit.id.toString(), memberId: deposit.member_id, amount: deposit.amount, currency: deposit.currency, creditedAt };
    for (const hook of this.creditedHooks) await hook(event, trx);
  }

  private publish(changes: BalanceChange[]) {
    this.deps.wallet.publish(changes);
  }

  private async currencyOf(memberId: number): Promise<string> {
    return (await this.deps.wallet.balanceOf(memberId)).currency;
  }

  /** Checks the payment password (accounts stops guessing after 10 attempts in a row without a correct one). */
  private assertPaymentPassword(memberId: number, password: string): Promise<void> {
    return this.deps.accounts().checkPaymentPassword(memberId, password);
  }

  private assertRange(amount: bigint, range: { min: bigint; max: bigint }) {
    if (amount < range.min || amount > range.max) {
      throw badRequest('The amount is outside the allowed range', { min: num(range.min), max: num(range.max) }, ErrorCode.AMOUNT_OUT_OF_RANGE);
    }
  }

  // ================================================================ deposits

  depositMethods(currency: string) {
    const methods: { method: 'GATEWAY' | 'BANK_TRANSFER'; gateway?: string; sandbox: boolean }[] = [];
    for (const g of this.deps.gateways.values()) methods.push({ method: 'GATEWAY', gateway: g.name, sandbox: g.sandbox });
    methods.push({ method: 'BANK_TRANSFER', sandbox: false });
    return { currency, limits: { min: num(this.options.deposit.min), max: num(this.options.deposit.max) }, methods, receivingBank: this.options.receivingBank };
  }

  async createDeposit(memberId: number, input: CreateDeposit) {
    const amount = BigInt(input.amount);
    const existing = await this.repo.depositByRequest(this.db, memberId, input.requestId);
    if (existing) return this.replayDeposit(existing, input);
    this.assertRange(amount, this.options.deposit);
    const gateway = input.method === 'GATEWAY' ? this.defaultGateway() : null;
    const currency = await this.currencyOf(memberId);
    let row: DepositRow;
    try {
      row = await this.db.transaction().execute(async (trx) => {
        await this.deps.protection?.assertCanDeposit(memberId, amount, trx);
        return this.repo.insertDeposit(trx, {
          member_id: memberId,
          request_id: input.requestId,
          method: input.method,
          amount,
          currency,
          gateway: gateway?.name ?? null,
          reference: input.method === 'BANK_TRANSFER' ? input.reference : null,
          now: this.now(),
        });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.repo.depositByRequest(this.db, memberId, input.requestId);
      if (!raced) throw error;
      return this.replayDeposit(raced, input);
    }
    if (!gateway) return { deposit: this.depositView(row), payUrl: null };
    return this.openGatewayOrder(row, gateway);
  }

  private defaultGateway(): PaymentGateway {
    const g = this.deps.gateways.values().next().value;
    if (!g) throw new AppError(409, ErrorCode.FEATURE_DISABLED, 'Online payment is not available');
    return g;
  }

  private async replayDeposit(existing: DepositRow, input: CreateDeposit) {
    const same =
      existing.method === input.method && existing.amount === BigInt(input.amount) && (input.method !== 'BANK_TRANSFER' || existing.reference === input.reference);
    if (!same) throw conflict('This request id was already used for a different deposit', ErrorCode.DUPLICATE_TRANSACTION, { depositId: existing.id.toString() });
    if (existing.method === 'GATEWAY' && existing.status === 'PENDING') {
      const gateway = this.deps.gateways.get(existing.gateway ?? '');
      if (gateway) return this.openGatewayOrder(existing, gateway);
    }
    return { deposit: this.depositView(existing), payUrl: null };
  }

  /** Asks the gateway for the order (idempotent per deposit) and remembers its id. */
  private async openGatewayOrder(row: DepositRow, gateway: PaymentGateway) {
    const id = row.id.toString();
    let order;
    try {
      order = await gateway.createOrder({
        merchantOrderId: `D${id}`,
        amount: row.amount,
        currency: row.currency,
        returnUrl: this.options.returnUrl(id),
        notifyUrl: this.options.notifyUrl(gateway.name),
      });
    } catch {
      throw new AppError(502, ErrorCode.GATEWAY_UNAVAILABLE, 'The payment gateway did not answer; try again');
    }
    if (!row.gateway_order_id) await this.repo.setGatewayOrder(this.db, row.id, order.gatewayOrderId, this.now());
    const fresh = (await this.repo.depositById(this.db, row.id)) ?? row;
    return { deposit: this.depositView(fresh), payUrl: order.payUrl };
  }

  async listDeposits(memberId: number, q: { page: number; pageSize: number; status?: DepositRow['status'] }) {
    const { rows, total } = await this.repo.listDeposits({ memberId, status: q.status, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
    return { items: rows.map((r) => this.depositView(r)), page: q.page, pageSize: q.pageSize, total };
  }

  async getDeposit(memberId: number, id: string) {
    const row = await this.repo.depositById(this.db, parseId(id));
    if (!row || row.member_id !== memberId) throw notFound('No such deposit');
    return this.depositView(row);
  }

  /**
   * A gateway's asynchronous callback. Verified first (signature, timestamp); then, under a row
   * lock on the deposit, a PAID callback credits it once (ledger key per gateway order id).
   * Repeated or concurrent callbacks find it CREDITED and are acknowledged without paying again.
   */
  async handleCallback(gatewayName: string, headers: Record<string, string | string[] | undefined>, rawBody: string) {
    const gateway = this.deps.gateways.get(gatewayName);
    if (!gateway) throw notFound('Unknown gateway');
    const n = gateway.verifyCallback(headers, rawBody);
    const result = await this.db.transaction().execute(async (trx) => {
      const deposit = await this.repo.depositByGatewayOrder(trx, n.gatewayOrderId, true);
      if (!deposit || deposit.gateway !== gateway.name || `D${deposit.id.toString()}` !== n.merchantOrderId) {
        throw new AppError(404, ErrorCode.GATEWAY_ORDER_UNKNOWN, 'No deposit for this gateway order');
      }
      if (deposit.amount !== n.amount || deposit.currency !== n.currency) {
        throw badRequest('The callback amount does not match the order', { expected: num(deposit.amount), got: num(n.amount) }, ErrorCode.GATEWAY_AMOUNT_MISMATCH);
      }
      return this.applyNotification(trx, deposit, n);
    });
    this.publish(result.changes);
    return { status: result.status };
  }

  private async applyNotification(trx: Kysely<DB>, deposit: DepositRow, n: GatewayNotification): Promise<{ status: string; changes: BalanceChange[] }> {
    if (deposit.status !== 'PENDING') {
      // Already settled: a repeat. A contradicting late callback is logged by the caller's 409.
      const agrees = (deposit.status === 'CREDITED') === (n.status === 'PAID');
      if (!agrees) throw conflict(`The deposit is already ${deposit.status}`, ErrorCode.DEPOSIT_NOT_PENDING);
      return { status: deposit.status, changes: [] };
    }
    const now = this.now();
    if (n.status !== 'PAID') {
      await this.repo.finishDeposit(trx, deposit.id, { status: n.status === 'FAILED' ? 'FAILED' : 'CANCELLED', now });
      return { status: n.status, changes: [] };
    }
    const transfer = await this.deps.wallet.transfer(
      {
        idempotencyKey: `deposit:${deposit.gateway}:${n.gatewayOrderId}`,
        from: { system: 'PAYMENT_CLEARING' },
        to: { member: deposit.member_id },
        amount: deposit.amount,
        currency: deposit.currency,
        kind: 'DEPOSIT',
        metadata: { depositId: deposit.id.toString(), gateway: deposit.gateway, gatewayOrderId: n.gatewayOrderId },
      },
      trx,
    );
    await this.repo.finishDeposit(trx, deposit.id, { status: 'CREDITED', transferId: BigInt(transfer.transferId), now });
    await this.credited(trx, deposit, now);
    return { status: 'CREDITED', changes: transfer.changes };
  }

  // ---------------------------------------------------------------- operator: deposits

  async operatorDeposits(q: { page: number; pageSize: number; status?: DepositRow['status']; method?: DepositRow['method'] } & Partial<Omit<OperatorDepositListQuery, 'page' | 'pageSize' | 'status' | 'method'>>) {
    const { rows, total } = await this.repo.listDeposits({ status: q.status, method: q.method, ...queueFilter(q), limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
    const member = await this.memberRisk(rows.map((r) => r.member_id));
    return {
      items: rows.map((r) => ({
        ...this.depositView(r),
        memberId: r.member_id,
        username: r.username,
        riskFlags: [...(r.is_first ? (['FIRST_DEPOSIT'] as const) : []), ...this.amountRisk(r.amount), ...(member.get(r.member_id) ?? [])],
      })),
      page: q.page,
      pageSize: q.pageSize,
      total,
    };
  }

  private amountRisk(amount: bigint): PaymentRiskFlag[] {
    return this.deps.largeAmount !== undefined && amount >= this.deps.largeAmount ? ['LARGE_AMOUNT'] : [];
  }

  /** Protection facts of the members of a queue page, through the protection service (exclusion, KYC). */
  private async memberRisk(memberIds: number[]): Promise<Map<number, PaymentRiskFlag[]>> {
    const out = new Map<number, PaymentRiskFlag[]>();
    const p = this.deps.protection;
    if (!p?.status || !p.kyc) return out;
    const status = p.status.bind(p);
    const kyc = p.kyc.bind(p);
    await Promise.all(
      [...new Set(memberIds)].map(async (id) => {
        const [st, k] = await Promise.all([status(id), kyc(id)]);
        const flags: PaymentRiskFlag[] = [];
        if (st.exclusion) flags.push('EXCLUDED');
        if (k.status === 'PENDING') flags.push('KYC_PENDING');
        if (k.status === 'REQUIRED') flags.push('KYC_REQUIRED');
        if (k.status === 'REJECTED') flags.push('KYC_REJECTED');
        out.set(id, flags);
      }),
    );
    return out;
  }

  /**
   * Decides many deposits or withdrawals, each through the single-item path (its own transaction, money
   * rules and audit entry), so one failing item leaves the others decided and itself untouched. The whole
   * answer is kept in the audit log under the operator's request id: a retry with the same id and content
   * gets it back without deciding anything again; the same id with other content is a 409.
   */
  async bulkDecide(op: OperatorContext, kind: 'deposit' | 'withdrawal', body: OperatorBulkDecision, ip: string | null): Promise<OperatorBulkResult> {
    const targetType = `${kind}.bulk`;
    const targetId = `${op.operatorId}:${body.requestId}`;
    const fingerprint = createHash('sha256').update(JSON.stringify([kind, body.action, body.ids, body.reason ?? null])).digest('hex');
    const earlier = await this.deps.operator.listAudit({ page: 1, pageSize: 1, action: `${kind}.bulk`, targetType, targetId });
    const stored = earlier.items[0]?.after as { fingerprint?: string; result?: OperatorBulkResult } | null | undefined;
    if (stored?.result) {
      if (stored.fingerprint !== fingerprint) throw conflict('This request id was used for a different bulk decision', ErrorCode.DUPLICATE_TRANSACTION);
      return { ...stored.result, replayed: true };
    }
    const results: OperatorBulkResult['results'] = [];
    for (const id of body.ids) {
      try {
        const row = kind === 'deposit' ? await this.decideDeposit(op, id, body.action, body.reason, ip) : await this.decideWithdrawal(op, id, body.action, body.reason, ip);
        results.push({ id, ok: true, status: row.status, code: null, message: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const status = await this.statusOf(kind, id);
        results.push({ id, ok: false, status, code: error.code, message: error.message });
      }
    }
    const succeeded = results.filter((r) => r.ok).length;
    const result: OperatorBulkResult = { action: body.action, requestId: body.requestId, replayed: false, succeeded, failed: results.length - succeeded, results };
    await this.deps.operator.audit({
      operatorId: op.operatorId,
      action: `${kind}.bulk`,
      targetType,
      targetId,
      before: null,
      after: { fingerprint, result },
      ip,
    });
    return result;
  }

  private async statusOf(kind: 'deposit' | 'withdrawal', id: string): Promise<string | null> {
    if (!/^[1-9][0-9]{0,17}$/.test(id)) return null;
    const row = kind === 'deposit' ? await this.repo.depositById(this.db, BigInt(id)) : await this.repo.withdrawalById(this.db, BigInt(id));
    return row?.status ?? null;
  }

  /** Approves (credits) or rejects a manual bank transfer deposit; one decision wins. */
  async decideDeposit(op: OperatorContext, id: string, decision: 'approve' | 'reject', reason: string | undefined, ip: string | null) {
    const depositId = parseId(id);
    const { row, changes } = await this.db.transaction().execute(async (trx) => {
      const before = await this.repo.depositById(trx, depositId, true);
      if (!before) throw notFound('No such deposit');
      if (before.method !== 'BANK_TRANSFER') throw conflict('Gateway deposits are settled by the gateway callback', ErrorCode.DEPOSIT_NOT_PENDING);
      if (before.status !== 'PENDING') throw conflict(`The deposit is already ${before.status}`, ErrorCode.DEPOSIT_NOT_PENDING);
      const now = this.now();
      let transfer: TransferResult | undefined;
      if (decision === 'approve') {
        transfer = await this.deps.wallet.transfer(
          {
            idempotencyKey: `deposit:bank:${before.id.toString()}`,
            from: { system: 'PAYMENT_CLEARING' },
            to: { member: before.member_id },
            amount: before.amount,
            currency: before.currency,
            kind: 'DEPOSIT',
            metadata: { depositId: before.id.toString(), method: 'BANK_TRANSFER', reference: before.reference, operatorId: op.operatorId },
          },
          trx,
        );
      }
      const after = await this.repo.finishDeposit(trx, before.id, {
        status: decision === 'approve' ? 'CREDITED' : 'REJECTED',
        transferId: transfer ? BigInt(transfer.transferId) : null,
        operatorId: op.operatorId,
        note: reason ?? null,
        now,
      });
      if (!after) throw conflict('The deposit was decided meanwhile', ErrorCode.DEPOSIT_NOT_PENDING);
      if (decision === 'approve') await this.credited(trx, before, now);
      await this.deps.operator.audit(
        {
          operatorId: op.operatorId,
          action: decision === 'approve' ? 'deposit.approve' : 'deposit.reject',
          targetType: 'deposit',
          targetId: before.id.toString(),
          before: { status: before.status, amount: num(before.amount), memberId: before.member_id },
          after: { status: after.status, transferId: transfer?.transferId ?? null, reason: reason ?? null },
          ip,
        },
        trx,
      );
      return { row: after, changes: transfer?.changes ?? [] };
    });
    this.publish(changes);
    return this.depositView(row);
  }

  depositView(r: DepositRow) {
    return {
      id: r.id.toString(),
      method: r.method,
      amount: num(r.amount),
      currency: r.currency,
      status: r.status,
      reference: r.reference,
      gatewayOrderId: r.gateway_order_id,
      note: r.note,
      createdAt: r.created_at.toISOString(),
      completedAt: iso(r.completed_at),
    };
  }

  // ================================================================ bank account

  async bankAccount(memberId: number) {
    const row = await this.repo.bankAccount(this.db, memberId);
    return {
      bankAccount: row ? { bankName: row.bank_name, accountName: row.account_name, accountNumberMasked: maskAccount(row.account_number) } : null,
      withdrawalLimits: { min: num(this.options.withdrawal.min), max: num(this.options.withdrawal.max) },
    };
  }

  /** Binds (or replaces) the payout account; needs the payment password and no withdrawal in flight. */
  /** The payout banks of the member's (the brand's) country, to choose from; empty where the country has no list. */
  async banks(memberId: number) {
    return banksForCurrency(await this.currencyOf(memberId));
  }

  async bindBankAccount(memberId: number, input: BindBankAccount) {
    const { banks } = await this.banks(memberId);
    const bank = banks.length > 0 ? findBank(banks, input.bankName) : undefined;
    if (banks.length > 0 && !bank) throw badRequest('Choose your bank from the list', [{ field: 'bankName', message: 'not a bank of this country' }], ErrorCode.VALIDATION_ERROR);
    if (bank) input = { ...input, bankName: bank.name };
    await this.assertPaymentPassword(memberId, input.paymentPassword);
    const pending = await this.repo.listWithdrawals({ memberId, status: 'PENDING', limit: 1, offset: 0 });
    if (pending.total > 0) throw conflict('The bank account cannot change while a withdrawal is pending', ErrorCode.BANK_ACCOUNT_LOCKED);
    await this.repo.upsertBankAccount(this.db, memberId, input, this.now());
    return this.bankAccount(memberId);
  }

  // ================================================================ withdrawals

  async createWithdrawal(memberId: number, input: CreateWithdrawal) {
    const amount = BigInt(input.amount);
    await this.assertPaymentPassword(memberId, input.paymentPassword);
    const existing = await this.repo.withdrawalByRequest(this.db, memberId, input.requestId);
    if (existing) return this.replayWithdrawal(existing, amount);
    this.assertRange(amount, this.options.withdrawal);
    const bank = await this.repo.bankAccount(this.db, memberId);
    if (!bank) throw conflict('Bind a bank account before withdrawing', ErrorCode.BANK_ACCOUNT_REQUIRED);
    const currency = await this.currencyOf(memberId);
    try {
      const { row, changes } = await this.db.transaction().execute(async (trx) => {
        const hold = await this.deps.wallet.transfer(
          {
            idempotencyKey: `withdrawal:hold:${memberId}:${input.requestId}`,
            from: { member: memberId },
            to: { system: 'PENDING_WITHDRAWAL' },
            amount,
            currency,
            kind: 'WITHDRAWAL_HOLD',
            metadata: { requestId: input.requestId },
          },
          trx,
        );
        const inserted = await this.repo.insertWithdrawal(trx, {
          member_id: memberId,
          request_id: input.requestId,
          amount,
          currency,
          bank_name: bank.bank_name,
          account_name: bank.account_name,
          account_number: bank.account_number,
          hold_transfer_id: BigInt(hold.transferId),
          now: this.now(),
        });
        return { row: inserted, changes: hold.changes };
      });
      this.publish(changes);
      return this.withdrawalView(row, []);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.repo.withdrawalByRequest(this.db, memberId, input.requestId);
      if (!raced) throw error;
      return this.replayWithdrawal(raced, amount);
    }
  }

  private async replayWithdrawal(existing: WithdrawalRow, amount: bigint) {
    if (existing.amount !== amount) {
      throw conflict('This request id was already used for a different withdrawal', ErrorCode.DUPLICATE_TRANSACTION, { withdrawalId: existing.id.toString() });
    }
    const proofs = await this.repo.proofIds([existing.id]);
    return this.withdrawalView(existing, proofs.get(existing.id.toString()) ?? []);
  }

  async listWithdrawals(memberId: number, q: { page: number; pageSize: number; status?: WithdrawalRow['status'] }) {
    const { rows, total } = await this.repo.listWithdrawals({ memberId, status: q.status, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
    const proofs = await this.repo.proofIds(rows.map((r) => r.id));
    return { items: rows.map((r) => this.withdrawalView(r, proofs.get(r.id.toString()) ?? [])), page: q.page, pageSize: q.pageSize, total };
  }

  async getWithdrawal(memberId: number, id: string) {
    const row = await this.repo.withdrawalById(this.db, parseId(id), { memberId });
    if (!row) throw notFound('No such withdrawal');
    const proofs = await this.repo.proofIds([row.id]);
    return this.withdrawalView(row, proofs.get(row.id.toString()) ?? []);
  }

  /**
   * The member's answer after a payout: RECEIVED (full amount), PARTIAL (with the amount that
   * arrived) or NOT_RECEIVED (with at least one proof image). Only a DISBURSED withdrawal can be
   * answered: after the auto-receipt job marked it RECEIVED_FORCED the answer is refused, and a
   * forced-received withdrawal is never refunded (there is no path from it that moves money).
   */
  async confirmWithdrawal(memberId: number, id: string, fields: ConfirmWithdrawalFields, proofs: ProofUpload[]) {
    const withdrawalId = parseId(id);
    if (fields.answer === 'NOT_RECEIVED' && proofs.length === 0) throw badRequest('Attach at least one proof image', undefined, ErrorCode.PROOF_REQUIRED);
    const row = await this.db.transaction().execute(async (trx) => {
      const before = await this.repo.withdrawalById(trx, withdrawalId, { memberId, forUpdate: true });
      if (!before) throw notFound('No such withdrawal');
      if (before.status !== 'DISBURSED') throw conflict(`The withdrawal is ${before.status}`, ErrorCode.WITHDRAWAL_NOT_DISBURSED, { status: before.status });
      let received: bigint;
      if (fields.answer === 'PARTIAL') {
        if (fields.receivedAmount === undefined || fields.receivedAmount <= 0 || BigInt(fields.receivedAmount) >= before.amount) {
          throw badRequest('The received amount must be more than 0 and less than the withdrawal', { max: num(before.amount) - 1 }, ErrorCode.RECEIVED_AMOUNT_INVALID);
        }
        received = BigInt(fields.receivedAmount);
      } else if (fields.answer === 'RECEIVED') received = before.amount;
      else received = 0n;
      const now = this.now();
      const after = await this.repo.updateWithdrawal(trx, before.id, 'DISBURSED', {
        status: fields.answer === 'RECEIVED' ? 'RECEIVED' : fields.answer === 'PARTIAL' ? 'PARTIALLY_RECEIVED' : 'NOT_RECEIVED',
        received_amount: received,
        member_note: fields.note || null,
        confirmed_at: now,
        updated_at: now,
      });
      if (!after) throw conflict('The withdrawal changed meanwhile', ErrorCode.WITHDRAWAL_NOT_DISBURSED);
      for (const p of proofs) {
        await this.repo.insertProof(trx, {
          withdrawal_id: before.id,
          content_type: p.contentType,
          size: p.bytes.length,
          sha256: createHash('sha256').update(p.bytes).digest(),
          bytes: p.bytes,
        });
      }
      return after;
    });
    const ids = await this.repo.proofIds([row.id]);
    return this.withdrawalView(row, ids.get(row.id.toString()) ?? []);
  }

  /** A proof image: the member's own, or any for an operator (memberId null). */
  async proof(memberId: number | null, withdrawalId: string, proofId: string) {
    const wid = parseId(withdrawalId);
    if (memberId !== null) {
      const own = await this.repo.withdrawalById(this.db, wid, { memberId });
      if (!own) throw notFound('No such proof');
    }
    const p = await this.repo.proof(wid, parseId(proofId));
    if (!p) throw notFound('No such proof');
    return { contentType: p.content_type, bytes: p.bytes };
  }

  async operatorWithdrawals(q: { page: number; pageSize: number; status?: WithdrawalRow['status'] } & Partial<Omit<OperatorWithdrawalListQuery, 'page' | 'pageSize' | 'status'>>) {
    const statuses = q.dispute === 'true' ? (['NOT_RECEIVED', 'PARTIALLY_RECEIVED'] as const) : undefined;
    const { rows, total } = await this.repo.listWithdrawals({ status: q.status, statuses: statuses && [...statuses], ...queueFilter(q), limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
    const [proofs, member] = await Promise.all([this.repo.proofIds(rows.map((r) => r.id)), this.memberRisk(rows.map((r) => r.member_id))]);
    return {
      items: rows.map((r) => ({
        ...this.withdrawalView(r, proofs.get(r.id.toString()) ?? []),
        memberId: r.member_id,
        username: r.username,
        accountName: r.account_name,
        accountNumber: r.account_number,
        payoutReference: r.payout_reference,
        memberNote: r.member_note,
        riskFlags: [...(r.is_first ? (['FIRST_WITHDRAWAL'] as const) : []), ...this.amountRisk(r.amount), ...(member.get(r.member_id) ?? [])],
      })),
      page: q.page,
      pageSize: q.pageSize,
      total,
    };
  }

  /**
   * Approve: the payout provider pays and the held funds leave (PENDING_WITHDRAWAL -> PAYMENT_CLEARING),
   * status DISBURSED. Reject: the held funds return to the member. Both lock the row and require
   * PENDING, so an approval and a rejection racing each other end with exactly one of them.
   */
  async decideWithdrawal(op: OperatorContext, id: string, decision: 'approve' | 'reject', reason: string | undefined, ip: string | null) {
    const withdrawalId = parseId(id);
    const { row, changes } = await this.db.transaction().execute(async (trx) => {
      const before = await this.repo.withdrawalById(trx, withdrawalId, { forUpdate: true });
      if (!before) throw notFound('No such withdrawal');
      if (before.status !== 'PENDING') throw conflict(`The withdrawal is already ${before.status}`, ErrorCode.WITHDRAWAL_NOT_PENDING, { status: before.status });
      const now = this.now();
      const wid = before.id.toString();
      let after: WithdrawalRow | undefined;
      let transfer: TransferResult;
      if (decision === 'approve') {
        const paid = await this.deps.payout.payout({
          withdrawalId: wid,
          amount: before.amount,
          currency: before.currency,
          bankName: before.bank_name,
          accountName: before.account_name,
          accountNumber: before.account_number,
        });
        transfer = await this.deps.wallet.transfer(
          {
            idempotencyKey: `withdrawal:payout:${wid}`,
            from: { system: 'PENDING_WITHDRAWAL' },
            to: { system: 'PAYMENT_CLEARING' },
            amount: before.amount,
            currency: before.currency,
            kind: 'WITHDRAWAL_PAYOUT',
            metadata: { withdrawalId: wid, memberId: before.member_id, payoutReference: paid.reference, operatorId: op.operatorId },
          },
          trx,
        );
        after = await this.repo.updateWithdrawal(trx, before.id, 'PENDING', {
          status: 'DISBURSED',
          settle_transfer_id: BigInt(transfer.transferId),
          payout_reference: paid.reference,
          operator_id: op.operatorId,
          decided_at: now,
          disbursed_at: now,
          updated_at: now,
        });
      } else {
        transfer = await this.deps.wallet.transfer(
          {
            idempotencyKey: `withdrawal:release:${wid}`,
            from: { system: 'PENDING_WITHDRAWAL' },
            to: { member: before.member_id },
            amount: before.amount,
            currency: before.currency,
            kind: 'WITHDRAWAL_RELEASE',
            metadata: { withdrawalId: wid, reason: reason ?? null, operatorId: op.operatorId },
          },
          trx,
        );
        after = await this.repo.updateWithdrawal(trx, before.id, 'PENDING', {
          status: 'REJECTED',
          settle_transfer_id: BigInt(transfer.transferId),
          reject_reason: reason ?? null,
          operator_id: op.operatorId,
          decided_at: now,
          updated_at: now,
        });
      }
      if (!after) throw conflict('The withdrawal was decided meanwhile', ErrorCode.WITHDRAWAL_NOT_PENDING);
      await this.deps.operator.audit(
        {
          operatorId: op.operatorId,
          action: decision === 'approve' ? 'withdrawal.approve' : 'withdrawal.reject',
          targetType: 'withdrawal',
          targetId: wid,
          before: { status: before.status, amount: num(before.amount), memberId: before.member_id },
          after: { status: after.status, transferId: transfer.transferId, payoutReference: after.payout_reference, reason: reason ?? null },
          ip,
        },
        trx,
      );
      return { row: after, changes: transfer.changes };
    });
    this.publish(changes);
    return this.withdrawalView(row, []);
  }

  /** The auto-receipt job: DISBURSED for longer than the configured minutes becomes RECEIVED_FORCED. */
  async forceReceipts(now = this.now()) {
    const cutoff = new Date(now.getTime() - this.options.autoReceiptMinutes * 60_000);
    const rows = await this.repo.forceReceived(cutoff, now);
    return { forced: rows.length };
  }

  withdrawalView(r: WithdrawalRow, proofIds: string[]) {
    return {
      id: r.id.toString(),
      amount: num(r.amount),
      currency: r.currency,
      status: r.status,
      bankName: r.bank_name,
      accountNumberMasked: maskAccount(r.account_number),
      rejectReason: r.reject_reason,
      receivedAmount: r.received_amount === null ? null : num(r.received_amount),
      proofIds,
      createdAt: r.created_at.toISOString(),
      disbursedAt: iso(r.disbursed_at),
      confirmedAt: iso(r.confirmed_at),
      autoReceiptAt: r.status === 'DISBURSED' && r.disbursed_at ? new Date(r.disbursed_at.getTime() + this.options.autoReceiptMinutes * 60_000).toISOString() : null,
    };
  }

  // ================================================================ transfer to upline

  async uplineInfo(memberId: number) {
    const parent = await this.deps.accounts().parentOf(memberId);
    return { upline: parent === null ? null : await this.repo.username(parent) };
  }

  /** Member -> their parent agent's wallet, with the payment password; once per request id. */
  async transferToUpline(memberId: number, input: CreateUplineTransfer) {
    const amount = BigInt(input.amount);
    await this.assertPaymentPassword(memberId, input.paymentPassword);
    const existing = await this.repo.uplineByRequest(this.db, memberId, input.requestId);
    if (existing) return this.replayUpline(existing, amount);
    const upline = await this.deps.accounts().parentOf(memberId);
    if (upline === null) throw conflict('This account has no upline', ErrorCode.NO_UPLINE);
    const currency = await this.currencyOf(memberId);
    try {
      const { row, changes } = await this.db.transaction().execute(async (trx) => {
        const t = await this.deps.wallet.transfer(
          {
            idempotencyKey: `upline:${memberId}:${input.requestId}`,
            from: { member: memberId },
            to: { member: upline },
            amount,
            currency,
            kind: 'TRANSFER_UPLINE',
            metadata: { requestId: input.requestId, uplineId: upline },
          },
          trx,
        );
        const inserted = await this.repo.insertUpline(trx, { member_id: memberId, upline_id: upline, request_id: input.requestId, amount, currency, transfer_id: BigInt(t.transferId) });
        return { row: inserted, changes: t.changes };
      });
      this.publish(changes);
      return this.uplineView(row, (await this.repo.username(upline)) ?? '');
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.repo.uplineByRequest(this.db, memberId, input.requestId);
      if (!raced) throw error;
      return this.replayUpline(raced, amount);
    }
  }

  private async replayUpline(existing: UplineRow, amount: bigint) {
    if (existing.amount !== amount) throw conflict('This request id was already used for a different transfer', ErrorCode.DUPLICATE_TRANSACTION);
    return this.uplineView(existing, (await this.repo.username(existing.upline_id)) ?? '');
  }

  async listUpline(memberId: number, q: { page: number; pageSize: number }) {
    const { rows, total } = await this.repo.listUpline(memberId, q.pageSize, (q.page - 1) * q.pageSize);
    return { items: rows.map((r) => this.uplineView(r, r.upline)), page: q.page, pageSize: q.pageSize, total };
  }

  private uplineView(r: UplineRow, upline: string) {
    return { id: r.id.toString(), amount: num(r.amount), currency: r.currency, upline, createdAt: r.created_at.toISOString() };
  }
}
