import { lazy } from 'react';
import { DepositPage, TransferUplinePage, WalletPage, WithdrawPage } from '../features/wallet/index.ts';
import { useMissionBadge } from '../features/missions/api/get-mission-badge.ts';
import { importWithTimeout } from '../lib/lazy.ts';
import { registerMemberBadge, registerMemberPage } from '../lib/member-pages.ts';

/** Member-centre pages that other features provide (SPEC §2.7), each a lazy chunk. */
export function registerMemberPages(): void {
  registerMemberPage('wallet', WalletPage);
  registerMemberPage('depositv2', DepositPage);
  registerMemberPage('withdraw', WithdrawPage);
  registerMemberPage('transferUpline', TransferUplinePage);
  const records = () => importWithTimeout(() => import('../features/records/index.ts'));
  registerMemberPage('personalHistoryCopy', lazy(() => records().then((m) => ({ default: m.BettingRecordPage }))));
  registerMemberPage('transactionHistory', lazy(() => records().then((m) => ({ default: m.TransactionRecordPage }))));
  registerMemberPage('personalProfit', lazy(() => records().then((m) => ({ default: m.ProfitLossPage }))));
  registerMemberPage('messages', lazy(() => importWithTimeout(() => import('../features/content/pages/messages-page.tsx')).then((m) => ({ default: m.MessagesPage }))));
  const rewards = () => importWithTimeout(() => import('../features/rewards/index.ts'));
  registerMemberPage('bonusDetails', lazy(() => rewards().then((m) => ({ default: m.BonusDetailsPage }))));
  registerMemberPage('rewardCenter', lazy(() => rewards().then((m) => ({ default: m.RewardCentrePage }))));
  registerMemberPage('manualRebate', lazy(() => rewards().then((m) => ({ default: m.ManualRebatePage }))));
  registerMemberPage('points', lazy(() => rewards().then((m) => ({ default: m.PointsPage }))));
  registerMemberPage('vip', lazy(() => rewards().then((m) => ({ default: m.VipPage }))));
  registerMemberPage('referral', lazy(() => importWithTimeout(() => import('../features/referral/index.ts')).then((m) => ({ default: m.InviteFriendsPage }))));
  registerMemberPage('mission', lazy(() => importWithTimeout(() => import('../features/missions/index.ts')).then((m) => ({ default: m.MissionsPage }))));
  registerMemberBadge('mission', useMissionBadge);
  registerMemberPage('responsibleGaming', lazy(() => importWithTimeout(() => import('../features/protection/index.ts')).then((m) => ({ default: m.ResponsibleGamingPage }))));
}
