export { BettingRecordPage } from './pages/betting-record.tsx';
export { ProfitLossPage } from './pages/profit-loss.tsx';
export { TransactionRecordPage } from './pages/transaction-record.tsx';
