import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { LotteryRepository } from '../modules/lottery/repository.ts';

/** The in-house lotteries behind /lottery, /seaLottery and /vnLottery (amounts in minor units). */
export const LOTTERY_GAMES = [
  { code: 'INH_LOTTO_FAST', name: 'Lotus Fast 3D', prize_mode: 'LOTT', draw_minutes: 2, close_seconds: 10, sort: 1 },
  { code: 'INH_LOTTO_SEA', name: 'Lotus SEA 3D', prize_mode: 'SEA', draw_minutes: 3, close_seconds: 15, sort: 2 },
  { code: 'INH_LOTTO_VN', name: 'Lotus VN 3D', prize_mode: 'VN', draw_minutes: 5, close_seconds: 20, sort: 3 },
  { code: 'INH_LOTTO_E', name: 'Lotus E-Lotto 3D', prize_mode: 'ELOTT', draw_minutes: 1, close_seconds: 5, sort: 4 },
] as const;

export async function seedLottery(db: Kysely<DB>) {
  const repo = new LotteryRepository(db);
  for (const g of LOTTERY_GAMES) await repo.seedGame({ ...g, min_stake: 100n, max_stake: 1_000_000n, enabled: true });
}
