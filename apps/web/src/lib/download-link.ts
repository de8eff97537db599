/**
 * SPEC §9: the mobile download link carries the language. The session token is
 * deliberately left out (a code shown on screen can be photographed; see docs/ux-decisions.md).
 */
export function downloadLink(base: string, language: string): string {
  try {
    const url = new URL(base, window.location.origin);
    url.searchParams.set('lang', language);
    return url.toString();
  } catch {
    return base;
  }
}
