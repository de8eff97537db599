import { BonusListSchema, RewardListSchema, type BonusConvertResult, type RewardClaimResult } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /bonuses`: running bonuses with live wagering progress, then converted and forfeited ones. */
export const bonusesQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'bonuses'],
    queryFn: ({ signal }) => api('/bonuses', { schema: BonusListSchema, signal }),
    refetchInterval: 30_000,
  });

export function useBonuses() {
  return useQuery(bonusesQueryOptions());
}

/** `GET /rewards`: the reward centre (claimable rewards and their history). */
export const rewardsQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'centre'],
    queryFn: ({ signal }) => api('/rewards', { schema: RewardListSchema, signal }),
  });

export function useRewards() {
  return useQuery(rewardsQueryOptions());
}

/** Both pages show the outcome of a claim or a conversion, and the wallet balance may change. */
function useRefreshRewards() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['rewards'] });
    void client.invalidateQueries({ queryKey: ['wallet'] });
  };
}

/** `POST /rewards/{id}/claim`: the reward becomes a bonus (once). */
export function useClaimReward() {
  const refresh = useRefreshRewards();
  return useMutation({
    mutationFn: (id: string) => api(`/rewards/${encodeURIComponent(id)}/claim`, { method: 'POST', body: {} }) as Promise<RewardClaimResult>,
    onSettled: refresh,
  });
}

/** `POST /bonuses/{id}/convert`: a bonus whose wagering is met becomes cash (once). */
export function useConvertBonus() {
  const refresh = useRefreshRewards();
  return useMutation({
    mutationFn: (id: string) => api(`/bonuses/${encodeURIComponent(id)}/convert`, { method: 'POST', body: {} }) as Promise<BonusConvertResult>,
    onSettled: refresh,
  });
}
