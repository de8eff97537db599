/** SPEC §2.7 member centre pages, in menu order (manualRebate and points only when their flags are on). */
export const MEMBER_PAGES = [
  'securityCenter',
  'wallet',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'mission',
  'messages',
  'manualRebate',
  'points',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

export const memberPath = (page: MemberPage) => `/member?page=${page}`;
