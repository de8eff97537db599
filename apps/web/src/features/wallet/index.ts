import { lazy } from 'react';

/**
 * Member-centre pages of the wallet feature (SPEC §2.7), each its own lazy chunk. Render them
 * inside the member centre (they need a signed-in real member and a Suspense boundary).
 */
export const DepositPage = lazy(() => import('./pages/deposit-page.tsx').then((m) => ({ default: m.DepositPage })));
export const WithdrawPage = lazy(() => import('./pages/withdraw-page.tsx').then((m) => ({ default: m.WithdrawPage })));
export const TransferUplinePage = lazy(() => import('./pages/transfer-upline-page.tsx').then((m) => ({ default: m.TransferUplinePage })));
export const WalletPage = lazy(() => import('./pages/wallet-page.tsx').then((m) => ({ default: m.WalletPage })));
