import { LoginSuccessSchema, PLATFORM_SHORT, type LoginSuccess } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

function deviceOs(): string {
  const ua = navigator.userAgent;
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  if (/windows/i.test(ua)) return 'windows';
  if (/mac os/i.test(ua)) return 'macos';
  return 'other';
}

/** `POST /auth/free-play`: a new trial account (type 4) with a demo balance, logged in. */
export function startFreePlay(): Promise<LoginSuccess> {
  return api('/auth/free-play', { method: 'POST', body: { os: deviceOs(), platform: PLATFORM_SHORT, gatewayVersion: 3 }, schema: LoginSuccessSchema });
}

export function useFreePlay() {
  return useMutation({ mutationFn: startFreePlay });
}
