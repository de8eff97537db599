import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { RewardTitleParts } from '@app/contracts';
import type { DB } from '../../db/schema.ts';
import type { RewardsTables } from './tables.ts';

export type BonusRow = Selectable<RewardsTables['reward_bonuses']>;
export type OfferRow = Selectable<RewardsTables['reward_offers']>;
export type PromotionRow = Selectable<RewardsTables['promotions']>;
export type ApplicationRow = Selectable<RewardsTables['promotion_applications']>;
export type NewBonus = Omit<Insertable<RewardsTables['reward_bonuses']>, 'categories' | 'title_parts'> & { categories: string[]; title_parts?: RewardTitleParts | null };
export type NewOffer = Omit<Insertable<RewardsTables['reward_offers']>, 'categories' | 'title_parts'> & { categories: string[]; title_parts?: RewardTitleParts | null };
export type NewPromotion = Omit<Insertable<RewardsTables['promotions']>, 'categories' | 'texts'> & { categories: string[]; texts: PromotionRow['texts'] };

const textArray = (values: string[]) => sql<string[]>`${values}::text[]`;
/** A title's parts as jsonb (both drivers take the JSON text). */
const titleParts = (parts: RewardTitleParts | null | undefined) => (parts ? (JSON.stringify(parts) as unknown as RewardTitleParts) : null);

/** All SQL of the rewards module. Every method takes the executor, so callers compose transactions. */
export class RewardsRepository {
  constructor(readonly db: Kysely<DB>) {}

  // ---------------------------------------------------------------------------- bonuses

  /** Inserts the bonus unless its grant key is taken; undefined when it was (the caller replays). */
  insertBonus(db: Kysely<DB>, bonus: NewBonus) {
    return db
      .insertInto('reward_bonuses')
      .values({ ...bonus, categories: textArray(bonus.categories), title_parts: titleParts(bonus.title_parts) })
      .onConflict((oc) => oc.column('grant_key').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  bonusByKey(db: Kysely<DB>, grantKey: string) {
    return db.selectFrom('reward_bonuses').selectAll().where('grant_key', '=', grantKey).executeTakeFirst();
  }

  /** The member's bonus, row-locked until the transaction ends (conversion and forfeit claim it this way). */
  lockBonus(db: Kysely<DB>, id: bigint, memberId?: number) {
    let q = db.selectFrom('reward_bonuses').selectAll().where('id', '=', id);
    if (memberId !== undefined) q = q.where('member_id', '=', memberId);
    return q.forUpdate().executeTakeFirst();
  }

  bonusesOf(db: Kysely<DB>, memberId: number, limit = 100) {
    return db.selectFrom('reward_bonuses').selectAll().where('member_id', '=', memberId).orderBy('granted_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  bonusesByIds(db: Kysely<DB>, ids: bigint[]) {
    if (ids.length === 0) return Promise.resolve([] as BonusRow[]);
    return db.selectFrom('reward_bonuses').selectAll().where('id', 'in', ids).execute();
  }

  /** Running bonuses, oldest expiry first (the settle job). */
  activeBonuses(db: Kysely<DB>, limit: number) {
    return db.selectFrom('reward_bonuses').select(['id', 'member_id', 'expires_at']).where('status', '=', 'ACTIVE').orderBy('expires_at').limit(limit).execute();
  }

  settleBonus(db: Kysely<DB>, id: bigint, s: { status: 'CONVERTED' | 'FORFEITED'; converted: bigint; forfeited: bigint; reason: BonusRow['forfeit_reason']; at: Date }) {
    return db
      .updateTable('reward_bonuses')
      .set({ status: s.status, converted_amount: s.converted, forfeited_amount: s.forfeited, forfeit_reason: s.reason, settled_at: s.at })
      .where('id', '=', id)
      .where('status', '=', 'ACTIVE')
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  // ----------------------------------------------------------------------------- offers

  insertOffer(db: Kysely<DB>, offer: NewOffer) {
    return db
      .insertInto('reward_offers')
      .values({ ...offer, categories: textArray(offer.categories), title_parts: titleParts(offer.title_parts) })
      .onConflict((oc) => oc.column('offer_key').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  offerByKey(db: Kysely<DB>, key: string) {
    return db.selectFrom('reward_offers').selectAll().where('offer_key', '=', key).executeTakeFirst();
  }

  offersOf(db: Kysely<DB>, memberId: number, limit = 100) {
    return db.selectFrom('reward_offers').selectAll().where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  lockOffer(db: Kysely<DB>, id: bigint, memberId: number) {
    return db.selectFrom('reward_offers').selectAll().where('id', '=', id).where('member_id', '=', memberId).forUpdate().executeTakeFirst();
  }

  markOfferClaimed(db: Kysely<DB>, id: bigint, bonusId: bigint, at: Date) {
    return db.updateTable('reward_offers').set({ claimed_at: at, bonus_id: bonusId }).where('id', '=', id).where('claimed_at', 'is', null).returningAll().executeTakeFirstOrThrow();
  }

  // ------------------------------------------------------------------------- promotions

  insertPromotion(db: Kysely<DB>, p: NewPromotion) {
    return db
      .insertInto('promotions')
      .values({ ...p, texts: JSON.stringify(p.texts) as unknown as PromotionRow['texts'], categories: textArray(p.categories) })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  updatePromotion(db: Kysely<DB>, id: bigint, p: NewPromotion) {
    return db
      .updateTable('promotions')
      .set({ ...p, texts: JSON.stringify(p.texts) as unknown as PromotionRow['texts'], categories: textArray(p.categories), updated_at: new Date() })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
  }

  /** Promotions that are running, coming, or ended within `closedSince`. */
  promotions(db: Kysely<DB>, closedSince: Date) {
    return db.selectFrom('promotions').selectAll().where('ends_at', '>', closedSince).orderBy('sort').orderBy('id', 'desc').execute();
  }

  promotion(db: Kysely<DB>, id: bigint) {
    return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The member's applications, with the status of the bonus each one granted. */
  applicationsOf(db: Kysely<DB>, memberId: number, promotionIds: bigint[]) {
    if (promotionIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('promotion_applications as a')
      .leftJoin('reward_bonuses as b', 'b.id', 'a.bonus_id')
      .selectAll('a')
      .select([
        'b.status as bonus_status',
        sql<number>`(SELECT count(*)::int FROM promotion_application_images i WHERE i.application_id = a.id)`.as('images'),
      ])
      .where('a.member_id', '=', memberId)
      .where('a.promotion_id', 'in', promotionIds)
      .execute();
  }

  insertApplication(db: Kysely<DB>, a: { promotion_id: bigint; member_id: number; comment: string }) {
    return db.insertInto('promotion_applications').values(a).onConflict((oc) => oc.constraint('promotion_applications_once').doNothing()).returningAll().executeTakeFirst();
  }

  insertImages(db: Kysely<DB>, applicationId: bigint, images: { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer }[]) {
    if (images.length === 0) return Promise.resolve();
    return db
      .insertInto('promotion_application_images')
      .values(images.map((img, i) => ({ application_id: applicationId, position: i + 1, content_type: img.contentType, bytes: img.bytes })))
      .execute()
      .then(() => undefined);
  }

  application(db: Kysely<DB>, id: bigint) {
    return db.selectFrom('promotion_applications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  lockApplication(db: Kysely<DB>, id: bigint) {
    return db.selectFrom('promotion_applications').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  decideApplication(db: Kysely<DB>, id: bigint, d: { status: 'APPROVED' | 'REJECTED'; reason: string | null; by: number; bonusId: bigint | null; at: Date }) {
    return db
      .updateTable('promotion_applications')
      .set({ status: d.status, reason: d.reason, decided_by: d.by, bonus_id: d.bonusId, decided_at: d.at })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  applications(db: Kysely<DB>, f: { status?: ApplicationRow['status']; promotionId?: bigint; memberId?: number }, limit = 200) {
    let q = db
      .selectFrom('promotion_applications as a')
      .innerJoin('promotions as p', 'p.id', 'a.promotion_id')
      .selectAll('a')
      .select([
        sql<number>`(SELECT count(*)::int FROM promotion_application_images i WHERE i.application_id = a.id)`.as('images'),
        sql<string>`p.texts->'EN'->>'title'`.as('promotion_title'),
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit);
    if (f.status) q = q.where('a.status', '=', f.status);
    if (f.promotionId !== undefined) q = q.where('a.promotion_id', '=', f.promotionId);
    if (f.memberId !== undefined) q = q.where('a.member_id', '=', f.memberId);
    return q.execute();
  }

  applicationImage(db: Kysely<DB>, applicationId: bigint, position: number) {
    return db.selectFrom('promotion_application_images').select(['content_type', 'bytes']).where('application_id', '=', applicationId).where('position', '=', position).executeTakeFirst();
  }

  /** The console's promotion grid: filtered by window and text, with application counts per status. */
  async operatorPromotions(db: Kysely<DB>, f: { query?: string; state?: 'UPCOMING' | 'RUNNING' | 'ENDED'; now: Date; offset: number; limit: number }) {
    let q = db.selectFrom('promotions as p');
    if (f.state === 'UPCOMING') q = q.where('p.starts_at', '>', f.now);
    if (f.state === 'RUNNING') q = q.where('p.starts_at', '<=', f.now).where('p.ends_at', '>', f.now);
    if (f.state === 'ENDED') q = q.where('p.ends_at', '<=', f.now);
    if (f.query) {
      const like = `%${f.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const id = /^[1-9][0-9]{0,17}$/.test(f.query) ? BigInt(f.query) : null;
      q = q.where((eb) =>
        eb.or([
          // A title in any language written.
          eb.exists(sql`(SELECT 1 FROM jsonb_each(p.texts) AS t(code, text) WHERE t.text->>'title' ILIKE ${like})`),
          ...(id === null ? [] : [eb('p.id', '=', id)]),
        ]),
      );
    }
    const [rows, total] = await Promise.all([
      q
        .selectAll('p')
        .select([
          sql<number>`(SELECT count(*)::int FROM promotion_applications a WHERE a.promotion_id = p.id AND a.status = 'PENDING')`.as('pending'),
          sql<number>`(SELECT count(*)::int FROM promotion_applications a WHERE a.promotion_id = p.id AND a.status = 'APPROVED')`.as('approved'),
          sql<number>`(SELECT count(*)::int FROM promotion_applications a WHERE a.promotion_id = p.id AND a.status = 'REJECTED')`.as('rejected'),
        ])
        .orderBy('p.starts_at', 'desc')
        .orderBy('p.id', 'desc')
        .offset(f.offset)
        .limit(f.limit)
        .execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: total.n };
  }

  /** Ends a promotion now; one that has not started is closed from now on too (the window must stay valid). */
  endPromotion(db: Kysely<DB>, id: bigint, now: Date) {
    const before = new Date(now.getTime() - 1);
    return db
      .updateTable('promotions')
      .set({ ends_at: now, starts_at: sql<Date>`LEAST(starts_at, ${before})`, updated_at: now })
      .where('id', '=', id)
      .where('ends_at', '>', now)
      .returning('id')
      .executeTakeFirst();
  }

  /** Rewards offered to members (the console's list), newest first. */
  offers(db: Kysely<DB>, f: { memberId?: number; status?: 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED'; now: Date }, limit = 200) {
    let q = db.selectFrom('reward_offers').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit);
    if (f.memberId !== undefined) q = q.where('member_id', '=', f.memberId);
    if (f.status === 'CLAIMED') q = q.where('claimed_at', 'is not', null);
    if (f.status === 'CLAIMABLE') q = q.where('claimed_at', 'is', null).where('claim_until', '>', f.now);
    if (f.status === 'EXPIRED') q = q.where('claimed_at', 'is', null).where('claim_until', '<=', f.now);
    return q.execute();
  }
}
