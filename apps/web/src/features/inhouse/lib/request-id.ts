/** A v4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Space and Enter spin, unless the key belongs to a control that handles it itself. */
export function isSpinKey(event: KeyboardEvent): boolean {
  if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return false;
  if (event.code !== 'Space' && event.key !== 'Enter') return false;
  const target = event.target as HTMLElement | null;
  if (!target || !target.closest) return true;
  return !target.closest('input, textarea, select, button, a, summary, [contenteditable=""], [contenteditable="true"], [role="dialog"]');
}
