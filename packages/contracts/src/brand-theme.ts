/**
 * The brand's colours (site settings, issue 18) as CSS for the member site's design tokens
 * (apps/web/src/styles/tokens.css). The server writes it into the page's <head> before first paint
 * (plugins/web-shell.ts); the web app writes the same text when the colours it reads differ from the
 * page's (a page from the service worker's cache). Pure and tiny: the web's first chunk imports it.
 */
export interface BrandColours {
  primary: string;
  accent: string;
}

/** The id of the <style> element that carries the brand colours. */
export const BRAND_STYLE_ID = 'brand-colours';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text on a filled button of this colour: dark ink on light colours, white on dark ones. */
const contrastOf = (hex: string) => (luminance(hex) > 0.35 ? '#14120e' : '#ffffff');

/**
 * CSS that sets the primary and accent tokens for both themes; '' when a colour is not #rrggbb (the
 * web's own colours stay). `html:root` outranks tokens.css's `:root` / `[data-theme]` wherever the
 * style element sits. In the dark theme a dark brand colour is lightened so that text in it stays legible.
 */
export function brandColoursCss(colours: BrandColours | null | undefined): string {
  if (!colours || !HEX.test(colours.primary) || !HEX.test(colours.accent)) return '';
  const { primary: p, accent: a } = colours;
  const onDark = (hex: string) => (luminance(hex) < 0.18 ? `color-mix(in oklab, ${hex} 65%, white)` : hex);
  return (
    `html:root{--c-primary:${p};--c-primary-strong:color-mix(in oklab, ${p} 80%, black);--c-primary-contrast:${contrastOf(p)};--c-accent:${a};--c-accent-contrast:${contrastOf(a)};--c-focus:${a}}` +
    `html:root[data-theme='dark']{--c-primary:${onDark(p)};--c-primary-strong:color-mix(in oklab, ${onDark(p)} 80%, white);--c-primary-contrast:${luminance(p) < 0.18 ? '#14120e' : contrastOf(p)};--c-accent:${onDark(a)};--c-accent-contrast:${luminance(a) < 0.18 ? '#14120e' : contrastOf(a)};--c-focus:${onDark(a)}}`
  );
}
