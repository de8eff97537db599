import { create } from 'zustand';
import { local } from '../../../lib/storage.ts';

const KEY = 'hideBalance';

/** SPEC §2.4/§4: the balance can be hidden as asterisks; the choice survives reloads on this device. */
export const useBalanceVisibility = create<{ hidden: boolean }>(() => ({ hidden: local.get(KEY) === '1' }));

export function toggleBalanceHidden(): void {
  const hidden = !useBalanceVisibility.getState().hidden;
  local.set(KEY, hidden ? '1' : '0');
  useBalanceVisibility.setState({ hidden });
}
