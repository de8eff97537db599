import { useState } from 'react';
import { useAgentProfile } from '../api/get-profile.ts';
import { presetRange, todayIn, type DayRange, type RangePreset } from './date-range.ts';

/** A report's day range in the agent's zone, starting on a preset, reset to page 1 by the caller. */
export function useRange(preset: RangePreset = 'last7'): { range: DayRange; setRange: (r: DayRange) => void; today: string } {
  const { timeZone } = useAgentProfile();
  const today = todayIn(timeZone);
  const [range, setRange] = useState<DayRange>(() => presetRange(preset, today));
  return { range, setRange, today };
}

/** Page size of every agent list. */
export const PAGE_SIZE = 20;
