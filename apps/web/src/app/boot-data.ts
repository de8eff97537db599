import { BOOT_DATA_ID, findLanguage, type BootData } from '@app/contracts';
import { bannersQueryOptions } from '../features/home/api/get-banners.ts';
import { permissionQueryOptions } from '../features/site/api/get-permission.ts';
import { initialLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';

/** The data block the server wrote into the page (apps/server/src/plugins/web-shell.ts), if any. */
export function readBootData(doc: Document = document): BootData {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as BootData;
  } catch {
    return {};
  }
}

/**
 * Puts the page's permission answer and lobby banners into the query cache before the router's
 * first loaders run, so the first screen needs no API round trip. They count as fresh from now:
 * the permission is polled again on its usual interval.
 */
export function seedBootData(data: BootData = readBootData()): void {
  if (data.permission) queryClient.setQueryData(permissionQueryOptions.queryKey, data.permission);
  // Banner captions are per language: the page's are in the brand's default language, of use only when the app starts in it.
  const language = initialLanguage();
  if (data.homeBanners && data.homeBannersLanguage && findLanguage(data.homeBannersLanguage)?.catalog === language.catalog) {
    queryClient.setQueryData(bannersQueryOptions('w_home', language.code).queryKey, data.homeBanners);
  }
}
