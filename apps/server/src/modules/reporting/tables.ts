/** Kysely view of the reporting tables (migrations/020_reporting_rollups.sql). */
export interface ReportingTables {
  report_hourly: {
    member_id: number;
    hour: Date;
    category: string;
    bets: number;
    stake: bigint;
    valid_turnover: bigint;
    payout: bigint;
    win_loss: bigint;
    deposits: bigint;
    withdrawals: bigint;
    bonuses: bigint;
  };
  report_watermarks: {
    name: string;
    /** xid8 as text. */
    xid: string;
    updated_at: Date;
  };
}
