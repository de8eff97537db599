import { CAPTCHA_REFRESH_THROTTLE_MS } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { fetchCaptcha } from '../api/get-captcha.ts';
import { createThrottle } from './use-throttle.ts';

/**
 * An image captcha challenge. Loads when `active` turns on; a click reloads it at
 * most once per second (SPEC §9); `renew()` replaces a used one after a failed
 * submit (captchas are single use, so nothing is cached).
 */
export function useCaptcha(active: boolean) {
  const query = useQuery({
    queryKey: ['auth', 'captcha'],
    queryFn: ({ signal }) => fetchCaptcha(signal),
    enabled: active,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const gate = useRef<ReturnType<typeof createThrottle> | null>(null);
  const { refetch } = query;
  const renew = useCallback(() => void refetch(), [refetch]);
  /** A user click: throttled. */
  const reload = useCallback(() => {
    gate.current ??= createThrottle(CAPTCHA_REFRESH_THROTTLE_MS);
    if (gate.current()) renew();
  }, [renew]);
  return {
    image: query.data?.value ?? null,
    captchaId: query.data?.captchaId ?? null,
    loading: query.isFetching,
    failed: query.isError,
    reload,
    renew,
  };
}
