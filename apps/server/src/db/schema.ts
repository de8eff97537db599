import type { AccountTables, MemberAccountColumns } from '../modules/accounts/tables.ts';
import type { ConsoleTables } from '../modules/console/tables.ts';
import type { ContractsTables } from '../modules/contracts/tables.ts';
import type { ContentTables } from '../modules/content/tables.ts';
import type { GamesTables } from '../modules/games/tables.ts';
import type { InhouseTables } from '../modules/inhouse/tables.ts';
import type { LotteryTables } from '../modules/lottery/tables.ts';
import type { MessagesTables } from '../modules/messages/tables.ts';
import type { MissionsTables } from '../modules/missions/tables.ts';
import type { GiveawaysTables } from '../modules/giveaways/tables.ts';
import type { NotifyTables } from '../modules/notify/tables.ts';
import type { OperatorTables } from '../modules/operator/tables.ts';
import type { PaymentsTables } from '../modules/payments/tables.ts';
import type { RecordsTables } from '../modules/records/tables.ts';
import type { RewardsTables } from '../modules/rewards/tables.ts';
import type { PointsTables } from '../modules/rewards/points.tables.ts';
import type { ReferralTables } from '../modules/referrals/tables.ts';
import type { ReportingTables } from '../modules/reporting/tables.ts';
import type { AgentsTables } from '../modules/agents/tables.ts';
import type { SessionTables } from '../modules/sessions/tables.ts';
import type { SiteTables } from '../modules/site/tables.ts';
import type { VendorApiTables } from '../modules/vendor-api/tables.ts';
import type { WalletTables } from '../modules/wallet/tables.ts';

/**
 * The Kysely view of the whole database. Each module declares its own tables
 * beside its repository; this interface only composes them.
 */
export interface DB extends SiteTables, SessionTables, NotifyTables, WalletTables, AccountTables, GamesTables, PaymentsTables, OperatorTables, LotteryTables, InhouseTables, VendorApiTables, RecordsTables {
  /** The accounts migration (003) adds credential and security columns to the core table. */
  members: SessionTables['members'] & MemberAccountColumns;
  schema_migrations: {
    version: number;
    name: string;
    checksum: string;
    applied_at: Date;
  };
}

/** Announcements (migrations/030), merged into DB. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends ContentTables {}

/** Internal messages and feedback (migrations/031), merged into DB. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends MessagesTables {}

/** Reporting rollups (migrations/020), merged into DB. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends ReportingTables {}

/** Agent contracts tables (migrations/060), merged into DB. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends ContractsTables {}

/** Rewards tables (migrations/050), merged into DB (kept out of the list above to keep edits additive). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends RewardsTables {}

/** Agent tree, profiles and applications (migrations/021), merged into DB. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends AgentsTables {}

/** Operator console: manual adjustments (migrations/071), merged into DB. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends ConsoleTables {}

/** Missions and their claims (migrations/055), merged into DB. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends MissionsTables {}

/** Invite friends: referral codes and invites (migrations/056), merged into DB. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends ReferralTables {}

/** Points and the points mall (migrations/053), merged into DB. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends PointsTables {}

/** Red envelopes and raffles (migrations/057), merged into DB. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB extends GiveawaysTables {}
