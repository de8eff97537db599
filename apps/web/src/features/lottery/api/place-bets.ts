import type { LotteryBet, LotteryBetType } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { myBetsQueryOptions } from './get-my-bets.ts';

export interface SlipItem {
  betType: LotteryBetType;
  selection: string;
  /** Minor units. */
  stake: number;
}

export interface PlaceBetsInput {
  gameCode: string;
  drawNo: string;
  items: SlipItem[];
  /** Made once per slip, so a retry after a timeout is paid once. */
  requestId: string;
}

/** `POST /lottery/bets`; refreshes the member's bets and balance. */
export function usePlaceBets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceBetsInput) => api('/lottery/bets', { method: 'POST', body: input }) as Promise<{ bets: LotteryBet[]; balance: number; currency: string }>,
    onSuccess: (_data, input) => {
      void client.invalidateQueries({ queryKey: myBetsQueryOptions(input.gameCode).queryKey });
      void client.invalidateQueries({ queryKey: ['members', 'me'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
