import { BRAND_STYLE_ID, brandColoursCss, type BrandColours } from '@app/contracts';
import { useEffect } from 'react';

/**
 * Keeps the page's brand colours (site settings) in step with the permission answer. The server writes
 * them into the page before first paint (plugins/web-shell.ts), so on a served page this changes nothing;
 * it matters for a page from the service worker's cache or the dev server, and when an operator changes
 * the colours while the page is open (the permission call is repeated every minute).
 */
export function applyBrandColours(colours: BrandColours | undefined, doc: Document = document): void {
  const css = brandColoursCss(colours);
  let el = doc.getElementById(BRAND_STYLE_ID);
  if (!css) {
    el?.remove();
    return;
  }
  if (el?.textContent === css) return;
  if (!el) {
    el = doc.createElement('style');
    el.id = BRAND_STYLE_ID;
    const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
    if (nonce) el.setAttribute('nonce', nonce);
    doc.head.appendChild(el);
  }
  el.textContent = css;
}

export function useBrandColours(colours: BrandColours | undefined): void {
  const primary = colours?.primary;
  const accent = colours?.accent;
  useEffect(() => {
    applyBrandColours(primary && accent ? { primary, accent } : undefined);
  }, [primary, accent]);
}
