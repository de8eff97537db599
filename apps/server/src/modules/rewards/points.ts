import {
  ErrorCode,
  PointsErrorCode,
  type OperatorPointItem,
  type OperatorPointItemInputParsed,
  type OperatorPointItemList,
  type PointEntry,
  type PointMall,
  type PointMallItem,
  type PointRedeem,
  type PointRedeemPayload,
  type PointRedeemResult,
  type PointsOverview,
  inLanguage,
} from '@app/contracts';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { RecordsService } from '../records/service.ts';
import { toSafeNumber, type WalletService } from '../wallet/service.ts';
import type { PointsTables } from './points.tables.ts';
import type { RewardsService } from './service.ts';

type ItemRow = Selectable<PointsTables['point_mall_items']>;
type RedeemRow = Selectable<PointsTables['point_redeems']>;
type EntryRow = Selectable<PointsTables['point_entries']>;
type ItemValues = Omit<Insertable<PointsTables['point_mall_items']>, 'id'>;
/** The names map goes to jsonb as JSON text (a plain object would be taken for a row by the driver). */
const jsonNames = (v: ItemValues): ItemValues => (v.names ? { ...v, names: JSON.stringify(v.names) as unknown as Record<string, string> } : v);
/** The reader's language code: an item's name in it, a twin code, else English (`nameOf`). */
type Lang = string;

/** A redeemed bonus credit: 1× wagering on any game, 30 days, no cap (docs/rewards.md, "Points"). */
export const POINTS_BONUS_TERMS = { wageringMultiplier: 1, validDays: 30, maxCashout: null, categories: [] as string[] } as const;
/** Bets from the start of time: turnover already credited is subtracted, so a late-settled bet still earns. */
const EPOCH = new Date(0);
const LIST_LIMIT = 100;

export const redeemReference = (id: bigint) => `PM${id.toString().padStart(8, '0')}`;

/** All SQL of points and the points mall. */
export class PointsRepository {
  rates(db: Kysely<DB>) {
    return db.selectFrom('point_rates').select(['category', 'turnover_per_point']).orderBy('sort').orderBy('category').execute();
  }

  /** The member's points row, locked until commit: every earn, redeem and refund of a member runs one after the other. */
  async lockAccount(db: Kysely<DB>, memberId: number) {
    await db.insertInto('point_accounts').values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
    return db.selectFrom('point_accounts').selectAll().where('member_id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
  }

  account(db: Kysely<DB>, memberId: number) {
    return db.selectFrom('point_accounts').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  }

  /** Turnover already turned into points, per category, in one currency. */
  async creditedTurnover(db: Kysely<DB>, memberId: number, currency: string): Promise<Map<string, bigint>> {
    const rows = await db
      .selectFrom('point_entries')
      .select(['category', sql<string>`sum(turnover)::text`.as('turnover')])
      .where('member_id', '=', memberId)
      .where('kind', '=', 'EARN')
      .where('currency', '=', currency)
      .groupBy('category')
      .execute();
    return new Map(rows.map((r) => [r.category ?? '', BigInt(r.turnover)]));
  }

  async addEntries(db: Kysely<DB>, entries: { member_id: number; kind: 'EARN' | 'REDEEM' | 'REFUND'; points: bigint; category?: string; turnover?: bigint; currency?: string; redeem_id?: bigint }[]) {
    if (entries.length > 0) await db.insertInto('point_entries').values(entries).execute();
  }

  /** Moves the balance; the table's CHECK (balance ≥ 0, balance = earned − spent) is the last guard. */
  async move(db: Kysely<DB>, memberId: number, change: { earned?: bigint; spent?: bigint }) {
    const earned = change.earned ?? 0n;
    const spent = change.spent ?? 0n;
    return db
      .updateTable('point_accounts')
      .set({ earned: sql`earned + ${earned}`, spent: sql`spent + ${spent}`, balance: sql`balance + ${earned} - ${spent}` })
      .where('member_id', '=', memberId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  items(db: Kysely<DB>) {
    return db.selectFrom('point_mall_items').selectAll().where('active', '=', true).orderBy('sort').orderBy('id').execute();
  }

  /** Every item, active or not (operator). */
  allItems(db: Kysely<DB>) {
    return db.selectFrom('point_mall_items').selectAll().orderBy('sort').orderBy('id').execute();
  }

  itemByCode(db: Kysely<DB>, code: string) {
    return db.selectFrom('point_mall_items').selectAll().where('code', '=', code).executeTakeFirst();
  }

  insertItem(db: Kysely<DB>, values: ItemValues) {
    return db.insertInto('point_mall_items').values(jsonNames(values)).returningAll().executeTakeFirstOrThrow();
  }

  /** Edits an item under its row lock (a redeem lowering the stock at the same time waits or goes first). */
  async updateItem(db: Kysely<DB>, id: bigint, values: ItemValues) {
    const before = await db.selectFrom('point_mall_items').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    const after = await db.updateTable('point_mall_items').set(jsonNames(values)).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    return { before, after };
  }

  itemForUpdate(db: Kysely<DB>, id: bigint) {
    return db.selectFrom('point_mall_items').selectAll().where('id', '=', id).where('active', '=', true).forUpdate().executeTakeFirst();
  }

  itemsByIds(db: Kysely<DB>, ids: bigint[]) {
    if (ids.length === 0) return Promise.resolve([] as ItemRow[]);
    return db.selectFrom('point_mall_items').selectAll().where('id', 'in', ids).execute();
  }

  async changeStock(db: Kysely<DB>, id: bigint, delta: number) {
    await db
      .updateTable('point_mall_items')
      .set({ stock: sql`stock + ${delta}` })
      .where('id', '=', id)
      .where('stock', 'is not', null)
      .execute();
  }

  redeemByRequest(db: Kysely<DB>, memberId: number, requestId: string) {
    return db.selectFrom('point_redeems').selectAll().where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
  }

  insertRedeem(db: Kysely<DB>, r: { member_id: number; request_id: string; item_id: bigint; quantity: number; points: bigint; bonus_amount: bigint | null; currency: string | null; status: RedeemRow['status']; created_at: Date; decided_at: Date | null }) {
    return db.insertInto('point_redeems').values(r).returningAll().executeTakeFirstOrThrow();
  }

  setRedeemBonus(db: Kysely<DB>, id: bigint, bonusId: bigint) {
    return db.updateTable('point_redeems').set({ bonus_id: bonusId }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  }

  redeemForUpdate(db: Kysely<DB>, id: bigint) {
    return db.selectFrom('point_redeems').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  decide(db: Kysely<DB>, id: bigint, status: 'APPROVED' | 'REJECTED', remark: string | null, at: Date) {
    return db
      .updateTable('point_redeems')
      .set({ status, remark, decided_at: at })
      .where('id', '=', id)
      .where('status', '=', 'IN_PROCESS')
      .returningAll()
      .executeTakeFirst();
  }

  redeemsOf(db: Kysely<DB>, memberId: number) {
    return db.selectFrom('point_redeems').selectAll().where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute();
  }

  redeemsByStatus(db: Kysely<DB>, status: RedeemRow['status'] | undefined) {
    let q = db.selectFrom('point_redeems').selectAll();
    if (status) q = q.where('status', '=', status);
    return q.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(200).execute();
  }

  entriesOf(db: Kysely<DB>, memberId: number) {
    return db.selectFrom('point_entries').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(LIST_LIMIT).execute();
  }
}

export interface PointsDeps {
  db: Kysely<DB>;
  wallet: WalletService;
  records: RecordsService;
  rewards: RewardsService;
  /** The POINTS_SYSTEM whitelabel flag (SPEC §2.7): off = the feature does not exist for members. */
  enabled: () => Promise<boolean>;
  /** The payment-password check with the payments limiter (403 PAYMENT_PASSWORD_INVALID, 429 when locked). */
  checkPaymentPassword: (memberId: number, password: string) => Promise<void>;
  /** Usernames by member id, for the console's fulfilment queue (from the accounts service). */
  usernames?: (memberIds: number[]) => Promise<Map<number, string>>;
  now?: () => Date;
}

/**
 * Points (docs/rewards.md "Points"): earned on valid turnover per category and credited to a points
 * ledger when the member's points are read or spent; redeemed in the points mall for bonus credit
 * (granted through `app.rewards.grant`, key `points-redeem:<redeemId>`) or physical items (an
 * operator approves or rejects; a reject refunds the points).
 */
export class PointsService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: PointsRepository,
    private readonly deps: PointsDeps,
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async assertEnabled() {
    if (!(await this.deps.enabled())) throw forbidden('The points system is not enabled on this site', ErrorCode.FEATURE_DISABLED);
  }

  /**
   * Credits points for valid turnover not yet credited (per category, whole points only; the remainder
   * waits for more turnover). Call with the account row locked. Returns the account after it.
   */
  private async accrue(trx: Kysely<DB>, memberId: number, currency: string) {
    await this.repo.lockAccount(trx, memberId);
    const [rates, turnover, credited] = await Promise.all([
      this.repo.rates(trx),
      this.deps.records.validTurnover(memberId, { from: EPOCH, to: this.now(), currency }, trx),
      this.repo.creditedTurnover(trx, memberId, currency),
    ]);
    const entries = [];
    for (const r of rates) {
      const left = (turnover.get(r.category) ?? 0n) - (credited.get(r.category) ?? 0n);
      if (left <= 0n) continue; // a bet voided after it earned: nothing is taken back, nothing new until made up
      const points = left / r.turnover_per_point;
      if (points > 0n) entries.push({ member_id: memberId, kind: 'EARN' as const, points, category: r.category, turnover: points * r.turnover_per_point, currency });
    }
    await this.repo.addEntries(trx, entries);
    const earned = entries.reduce((s, e) => s + e.points, 0n);
    return earned > 0n ? this.repo.move(trx, memberId, { earned }) : this.repo.lockAccount(trx, memberId);
  }

  private currencyOf = async (memberId: number) => (await this.deps.wallet.balanceOf(memberId)).currency;

  /** `GET /points`: balance, earning rates, points details and redeem history (credits what was earned first). */
  async overview(memberId: number, lang: Lang): Promise<PointsOverview> {
    await this.assertEnabled();
    const db = this.deps.db;
    const currency = await this.currencyOf(memberId);
    const account = await db.transaction().execute((trx) => this.accrue(trx, memberId, currency));
    const [rates, entries, redeems] = await Promise.all([this.repo.rates(db), this.repo.entriesOf(db, memberId), this.repo.redeemsOf(db, memberId)]);
    return {
      balance: toSafeNumber(account.balance),
      earned: toSafeNumber(account.earned),
      spent: toSafeNumber(account.spent),
      currency,
      rates: rates.map((r) => ({ category: r.category as PointsOverview['rates'][number]['category'], turnoverPerPoint: toSafeNumber(r.turnover_per_point) })),
      details: entries.map((e) => this.toEntry(e)),
      redeems: await this.toRedeems(redeems, lang),
    };
  }

  /** `GET /points/mall`: items the member can redeem (bonus credit in the wallet currency) and the balance. */
  async mall(memberId: number, lang: Lang): Promise<PointMall> {
    await this.assertEnabled();
    const db = this.deps.db;
    const currency = await this.currencyOf(memberId);
    const account = await db.transaction().execute((trx) => this.accrue(trx, memberId, currency));
    const items = (await this.repo.items(db)).filter((i) => i.kind === 'PHYSICAL' || i.currency?.trim() === currency);
    return { balance: toSafeNumber(account.balance), items: items.map((i) => toItem(i, lang)), bonusTerms: { ...POINTS_BONUS_TERMS, categories: [] } };
  }

  /**
   * `POST /points/redeem` (payload opened from its envelope). The payment password is checked first
   * (wrong → 403, counted by the payment-password limiter, nothing changes). Then, with the member's
   * points row locked: the same requestId returns the first redeem; the item, its stock and the
   * balance are checked; the points are taken, and a bonus item is granted in the same transaction.
   */
  async redeem(memberId: number, input: PointRedeemPayload, lang: Lang): Promise<PointRedeemResult> {
    await this.assertEnabled();
    await this.deps.checkPaymentPassword(memberId, input.paymentPassword);
    const currency = await this.currencyOf(memberId);
    const itemId = BigInt(input.itemId);
    const { row, replayed, balance } = await this.deps.db.transaction().execute(async (trx) => {
      const account = await this.accrue(trx, memberId, currency);
      const prior = await this.repo.redeemByRequest(trx, memberId, input.requestId);
      if (prior) return { row: prior, replayed: true, balance: account.balance };
      const item = await this.repo.itemForUpdate(trx, itemId);
      if (!item || (item.kind === 'BONUS' && item.currency?.trim() !== currency)) throw notFound('There is no such item in the points mall', PointsErrorCode.POINT_ITEM_NOT_FOUND);
      if (item.stock !== null && item.stock < input.quantity) throw conflict('Not enough of this item is left', PointsErrorCode.POINT_ITEM_OUT_OF_STOCK, { stock: item.stock });
      const cost = item.points_cost * BigInt(input.quantity);
      if (account.balance < cost) throw conflict('Not enough points for this redeem', PointsErrorCode.POINTS_INSUFFICIENT, { balance: toSafeNumber(account.balance), required: toSafeNumber(cost) });
      if (item.kind === 'BONUS') await this.deps.rewards.assertEligible(memberId, trx);
      const now = this.now();
      const bonusAmount = item.bonus_amount === null ? null : item.bonus_amount * BigInt(input.quantity);
      let redeem = await this.repo.insertRedeem(trx, {
        member_id: memberId,
        request_id: input.requestId,
        item_id: item.id,
        quantity: input.quantity,
        points: cost,
        bonus_amount: bonusAmount,
        currency: item.kind === 'BONUS' ? currency : null,
        status: item.kind === 'BONUS' ? 'APPROVED' : 'IN_PROCESS',
        created_at: now,
        decided_at: item.kind === 'BONUS' ? now : null,
      });
      await this.repo.addEntries(trx, [{ member_id: memberId, kind: 'REDEEM', points: -cost, redeem_id: redeem.id }]);
      const after = await this.repo.move(trx, memberId, { spent: cost });
      await this.repo.changeStock(trx, item.id, -input.quantity);
      if (item.kind === 'BONUS' && bonusAmount !== null) {
        const { bonus } = await this.deps.rewards.grant(
          { memberId, source: 'POINTS', sourceRef: redeemReference(redeem.id), grantKey: `points-redeem:${redeem.id}`, title: `Points mall: ${item.name_en}${input.quantity > 1 ? ` × ${input.quantity}` : ''}`, titleParts: { key: 'POINTS', names: namesOf(item), ...(input.quantity > 1 ? { quantity: input.quantity } : {}) }, amount: bonusAmount, currency, terms: POINTS_BONUS_TERMS },
          trx,
        );
        redeem = await this.repo.setRedeemBonus(trx, redeem.id, bonus.id);
      }
      return { row: redeem, replayed: false, balance: after.balance };
    });
    const [redeem] = await this.toRedeems([row], lang);
    const bonusRow = row.bonus_id === null ? undefined : (await this.deps.rewards.bonusRows([row.bonus_id]))[0];
    return { redeem: redeem!, bonus: bonusRow ? await this.deps.rewards.present(bonusRow) : null, balance: toSafeNumber(balance), replayed };
  }

  /** Operator: every mall item, active or not, with every name. */
  async operatorItems(): Promise<OperatorPointItemList> {
    return { list: (await this.repo.allItems(this.deps.db)).map(toOperatorItem) };
  }

  /**
   * Operator: creates (`id` null) or edits a mall item. Redeems made keep the points they cost; a lower
   * stock applies to redeems from now on. A code another item has is 409 POINT_ITEM_CODE_TAKEN.
   */
  async saveItem(id: bigint | null, input: OperatorPointItemInputParsed): Promise<{ item: OperatorPointItem; before: OperatorPointItem | null }> {
    const taken = await this.repo.itemByCode(this.deps.db, input.code);
    if (taken && taken.id !== id) throw conflict('Another item has this code', PointsErrorCode.POINT_ITEM_CODE_TAKEN, { code: input.code });
    const values: ItemValues = {
      code: input.code,
      kind: input.kind,
      name_en: input.nameEn,
      name_th: input.nameTh,
      names: input.names,
      image_url: input.imageUrl,
      points_cost: BigInt(input.points),
      bonus_amount: input.kind === 'BONUS' && input.bonusAmount !== null ? BigInt(input.bonusAmount) : null,
      currency: input.kind === 'BONUS' ? input.currency : null,
      stock: input.stock,
      active: input.active,
      sort: input.sort,
    };
    try {
      if (id === null) return { item: toOperatorItem(await this.repo.insertItem(this.deps.db, values)), before: null };
      const changed = await this.deps.db.transaction().execute((trx) => this.repo.updateItem(trx, id, values));
      if (!changed) throw notFound('There is no such item', PointsErrorCode.POINT_ITEM_NOT_FOUND);
      return { item: toOperatorItem(changed.after), before: toOperatorItem(changed.before) };
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict('Another item has this code', PointsErrorCode.POINT_ITEM_CODE_TAKEN, { code: input.code });
      throw error;
    }
  }

  /** Operator: redeems, oldest first (IN_PROCESS = physical items waiting for fulfilment). */
  async operatorList(status: RedeemRow['status'] | undefined) {
    const rows = await this.repo.redeemsByStatus(this.deps.db, status);
    const [redeems, names] = await Promise.all([this.toRedeems(rows, 'EN'), this.deps.usernames?.([...new Set(rows.map((r) => r.member_id))]) ?? new Map<number, string>()]);
    return { list: redeems.map((r, i) => ({ ...r, memberId: rows[i]!.member_id, username: names.get(rows[i]!.member_id) ?? null })) };
  }

  /** Operator: an IN_PROCESS redeem is approved (sent) or rejected (points refunded, stock put back). Once. */
  async decide(id: bigint, decision: 'APPROVED' | 'REJECTED', remark: string | null) {
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const found = await this.repo.redeemForUpdate(trx, id);
      if (!found) throw notFound('There is no such redeem', PointsErrorCode.POINT_REDEEM_NOT_FOUND);
      await this.repo.lockAccount(trx, found.member_id);
      const decided = await this.repo.decide(trx, id, decision, remark, this.now());
      if (!decided) throw conflict('This redeem was decided already', PointsErrorCode.POINT_REDEEM_DECIDED, { status: found.status });
      if (decision === 'REJECTED') {
        await this.repo.addEntries(trx, [{ member_id: found.member_id, kind: 'REFUND', points: found.points, redeem_id: found.id }]);
        await this.repo.move(trx, found.member_id, { spent: -found.points });
        await this.repo.changeStock(trx, found.item_id, found.quantity);
      }
      return decided;
    });
    const [redeem] = await this.toRedeems([row], 'EN');
    return { ...redeem!, memberId: row.member_id };
  }

  private toEntry(e: EntryRow): PointEntry {
    return {
      id: e.id.toString(),
      kind: e.kind,
      points: toSafeNumber(e.points),
      category: (e.category as PointEntry['category']) ?? null,
      turnover: e.turnover === null ? null : toSafeNumber(e.turnover),
      currency: e.currency?.trim() ?? null,
      reference: e.redeem_id === null ? null : redeemReference(e.redeem_id),
      createdAt: e.created_at.toISOString(),
    };
  }

  private async toRedeems(rows: RedeemRow[], lang: Lang): Promise<PointRedeem[]> {
    const items = new Map((await this.repo.itemsByIds(this.deps.db, [...new Set(rows.map((r) => r.item_id))])).map((i) => [i.id, i]));
    return rows.map((r) => {
      const item = items.get(r.item_id);
      return {
        id: r.id.toString(),
        reference: redeemReference(r.id),
        itemId: r.item_id.toString(),
        itemName: item ? nameOf(item, lang) : '',
        kind: item?.kind ?? 'PHYSICAL',
        quantity: r.quantity,
        points: toSafeNumber(r.points),
        amount: r.bonus_amount === null ? null : toSafeNumber(r.bonus_amount),
        currency: r.currency?.trim() ?? null,
        status: r.status,
        remark: r.remark,
        bonusId: r.bonus_id?.toString() ?? null,
        createdAt: r.created_at.toISOString(),
        decidedAt: r.decided_at?.toISOString() ?? null,
      };
    });
  }
}

function toOperatorItem(i: ItemRow): OperatorPointItem {
  return {
    id: i.id.toString(),
    code: i.code,
    kind: i.kind,
    nameEn: i.name_en,
    nameTh: i.name_th,
    names: i.names,
    imageUrl: i.image_url,
    points: toSafeNumber(i.points_cost),
    bonusAmount: i.bonus_amount === null ? null : toSafeNumber(i.bonus_amount),
    currency: i.currency?.trim() ?? null,
    stock: i.stock,
    active: i.active,
    sort: i.sort,
  };
}

/** Every name an item has, by language code. */
const namesOf = (i: ItemRow): Record<string, string> => ({ ...i.names, EN: i.name_en, TY: i.name_th });
/** The item's name for a reader of `lang`: theirs, a twin code's (TH reads TY), else English. */
const nameOf = (i: ItemRow, lang: Lang) => inLanguage(namesOf(i), lang) ?? i.name_en;

function toItem(i: ItemRow, lang: Lang): PointMallItem {
  return {
    id: i.id.toString(),
    code: i.code,
    kind: i.kind,
    name: nameOf(i, lang),
    imageUrl: i.image_url,
    points: toSafeNumber(i.points_cost),
    bonusAmount: i.bonus_amount === null ? null : toSafeNumber(i.bonus_amount),
    currency: i.currency?.trim() ?? null,
    stock: i.stock,
  };
}
