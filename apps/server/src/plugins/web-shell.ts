import { BOOT_DATA_ID, BRAND_STYLE_ID, brandColoursCss, type Banner, type BootData, type BrandColours } from '@app/contracts';

/**
 * Fills the boot screen of the built index.html (see the comment in apps/web/index.html):
 * the page kind, the brand name, the first banner of the lobby, and the data block the app
 * reads instead of calling the API for its first screen.
 */
export interface ShellInput {
  /** 'home' draws the lobby's boot screen; anything else keeps the spinner. */
  page: 'home' | 'other';
  brandName?: string;
  /** The brand's logo: replaces the lotus mark of the boot screen's header (same 32 px box). */
  logoUrl?: string | null;
  /** The brand's colours: written as token overrides before the stylesheet paints anything. */
  colours?: BrandColours;
  firstBanner?: Banner;
  data?: BootData;
  /** The page's language: `<html lang dir>` (the app sets the same when it starts). */
  language?: { tag: string; dir: 'ltr' | 'rtl' };
  /** CSP nonce for the page's <style> elements, also given to the app in <meta name="csp-nonce"> for the styles it injects. */
  nonce?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/** JSON inside <script type="application/json">: no "<" may close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Only this site's paths and http(s) URLs become an <img src> (the CSP limits the hosts further). */
function safeImageUrl(url: string): string | null {
  return /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url) ? url : null;
}

function bannerMarkup(banner: Banner, src: string): string {
  // Same size and attributes as the carousel's first slide: the image is the page's largest paint, and
  // the app's own copy of it (same URL, from the cache) takes over without a new, later candidate.
  return (
    `<img src="${escapeHtml(src)}" alt="" width="1200" height="400" fetchpriority="high" decoding="sync">` +
    `<span>${escapeHtml(banner.title)}</span>`
  );
}

export function renderShell(template: string, input: ShellInput): string {
  let html = template;
  const language = input.language;
  if (language && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language.tag)) {
    html = html.replace(/<html\b[^>]*>/, () => `<html lang="${language.tag}" dir="${language.dir === 'rtl' ? 'rtl' : 'ltr'}">`);
  }
  if (input.page === 'home') {
    html = html.replace('data-page="boot"', 'data-page="home"');
    const banner = input.firstBanner;
    const src = banner && safeImageUrl(banner.imageUrl);
    if (banner && src) {
      // Requested before the scripts and the stylesheet: on HTTP/1.1 it would otherwise queue behind them.
      html = html.replace('<!--shell:head-->', () => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`);
      html = html.replace('<!--shell:banner-->', () => bannerMarkup(banner, src));
    }
  }
  // Replacer functions: a "$" in a brand name or in the data must stay literal.
  const brand = input.brandName;
  if (brand) html = html.replace('<!--shell:brand-->', () => escapeHtml(brand));
  const logo = input.logoUrl && safeImageUrl(input.logoUrl);
  if (logo) html = html.replace(/(<span class="shell-brand">\s*)<svg viewBox="0 0 32 32">[\s\S]*?<\/svg>/, (_m, start: string) => `${start}<img src="${escapeHtml(logo)}" alt="" width="32" height="32">`);
  const css = brandColoursCss(input.colours);
  if (css) html = html.replace('</head>', () => `<style id="${BRAND_STYLE_ID}">${css}</style>\n  </head>`);
  const nonce = input.nonce;
  if (nonce && /^[A-Za-z0-9+/=]+$/.test(nonce)) {
    html = html.replace(/<style(?=[\s>])/g, () => `<style nonce="${nonce}"`);
    html = html.replace('</head>', () => `<meta name="csp-nonce" content="${nonce}">\n  </head>`);
  }
  const data = input.data;
  if (data) html = html.replace('<!--shell:data-->', () => `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(data)}</script>`);
  return html;
}
