import { findLanguage, type Brand } from '@app/contracts';

/** The design tokens' dark background and the brand accent (apps/web/src/styles): the install splash and title bar. */
const BACKGROUND = '#0f1020';
const THEME = '#0f1020';

/**
 * The web app manifest (docs/pwa.md) for the brand: its name, language and the app's icons, so the
 * site installs as an app on phones under the operator's own name.
 */
export function webManifest(brand: Pick<Brand, 'name' | 'defaultLanguage'>) {
  const language = findLanguage(brand.defaultLanguage);
  return {
    id: '/',
    name: brand.name,
    short_name: brand.name.length > 12 ? brand.name.slice(0, 12).trim() : brand.name,
    lang: language?.tag ?? 'en',
    dir: language?.dir ?? 'ltr',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: BACKGROUND,
    theme_color: THEME,
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
