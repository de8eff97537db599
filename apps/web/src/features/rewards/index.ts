export { BonusDetailsPage } from './pages/bonus-details.tsx';
export { RewardCentrePage } from './pages/reward-centre.tsx';
export { TermsList } from './components/terms-list.tsx';
export { ManualRebatePage } from './pages/manual-rebate.tsx';
export { VipPage } from './pages/vip.tsx';
export { PointsPage } from './pages/points.tsx';
export { PointMallPage } from './pages/point-mall.tsx';
