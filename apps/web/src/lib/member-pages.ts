import type { ComponentType } from 'react';

/** SPEC §2.7 member centre pages, in menu order (manualRebate and points only when their flags are on; vip is the side menu's VIP bonus). */
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
  'vip',
  'responsibleGaming',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

export const memberPath = (page: MemberPage) => `/member?page=${page}`;

/**
 * Pages of other features shown inside the member centre (the wallet's deposit page, the records…).
 * The app layer registers them (app/member-pages.ts), so the member feature never imports another feature.
 */
const registry = new Map<MemberPage, ComponentType>();

export function registerMemberPage(page: MemberPage, component: ComponentType): void {
  registry.set(page, component);
}

export function memberPageComponent(page: MemberPage): ComponentType | undefined {
  return registry.get(page);
}

/**
 * Red count badges of menu entries that other features provide (SPEC §2.7: mission). A badge is a hook
 * returning the count; the app layer registers them once at start-up, before the menu first renders, so
 * each menu entry always calls the same hook.
 */
const badges = new Map<MemberPage, () => number>();
const useNoBadge = () => 0;

export function registerMemberBadge(page: MemberPage, useCount: () => number): void {
  badges.set(page, useCount);
}

/** The count hook of a page's badge (one that counts nothing when no feature registered one). */
export function memberBadgeHook(page: MemberPage): () => number {
  return badges.get(page) ?? useNoBadge;
}
