import { useState } from 'react';

/** A typed username that filters a report once submitted (not on every key). */
export function useUsernameFilter(onApply: () => void) {
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState('');
  return {
    typed,
    setTyped,
    applied: applied || undefined,
    submit: () => {
      setApplied(typed.trim());
      onApply();
    },
  };
}
