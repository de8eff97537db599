import type { AgentProfile } from '@app/contracts';

/**
 * SPEC §2.8 agent centre menu, in its order: deposit, withdraw, announcement, team overview, register an
 * account, team management, team betting, user profit and loss, my income, transaction details, the four
 * contract entries (each only when enabled), contract requests and terminations (SPEC §2.8, §4: every agent
 * can receive an offer), platform messages and customer service. Transfer to downline
 * and the referral link (issue 14) sit after transaction details, beside the other money pages.
 */
export const AGENT_PAGES = [
  'agentDeposit',
  'agentWithdraw',
  'agentAnnouncement',
  'agentTeamOverview',
  'agentRegister',
  'agentTeam',
  'agentBets',
  'agentProfitLoss',
  'agentIncome',
  'agentTransactions',
  'agentTransfer',
  'agentReferral',
  'agentDividend',
  'agentDailySalary',
  'agentHourlySalary',
  'agentRealtimeSalary',
  'agentContracts',
  'agentMessages',
  'agentService',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

/** Menu entries that open a popup instead of a page. */
export const POPUP_ENTRIES: ReadonlySet<AgentPage> = new Set(['agentAnnouncement']);

/** The entries this agent sees: wallet pages need a wallet, contract pages their contract (enforced again by the API). */
export function visiblePages(profile: Pick<AgentProfile, 'balance' | 'features'>): AgentPage[] {
  const f = profile.features;
  const hasWallet = profile.balance !== null;
  const shown: Partial<Record<AgentPage, boolean>> = {
    agentDeposit: hasWallet,
    agentWithdraw: hasWallet,
    agentRegister: f.registerMembers,
    agentTransfer: f.transfers && hasWallet,
    agentDividend: f.dividend,
    agentDailySalary: f.dailySalary,
    agentHourlySalary: f.hourlySalary,
    agentRealtimeSalary: f.realtimeSalary,
  };
  return AGENT_PAGES.filter((p) => shown[p] ?? true);
}

export const agentPath = (page: AgentPage, extra: Record<string, string> = {}) => `/agentHome?${new URLSearchParams({ page, ...extra }).toString()}`;
