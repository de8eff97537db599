import { BOOT_DATA_ID, type BannersResponse, type Permission } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { bannersQueryOptions } from '../features/home/api/get-banners.ts';
import { permissionQueryOptions } from '../features/site/api/get-permission.ts';
import { queryClient } from '../lib/query-client.ts';
import { readBootData, seedBootData } from './boot-data.ts';

const banners: BannersResponse = { list: [{ id: 1, title: 'Welcome', imageUrl: '/banners/a.svg', linkUrl: null, linkageType: 'NONE' }] };
const permission = { status: 0, brand: { name: 'Lotus Play' } } as unknown as Permission;

function writeBlock(text: string): void {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = BOOT_DATA_ID;
  el.textContent = text;
  document.body.appendChild(el);
}

afterEach(() => {
  document.getElementById(BOOT_DATA_ID)?.remove();
  queryClient.clear();
  localStorage.clear();
});

describe('boot data from the page', () => {
  it('fills the query cache so the first screen makes no permission or banner call', () => {
    localStorage.setItem('language', 'TY');
    writeBlock(JSON.stringify({ permission, homeBanners: banners, homeBannersLanguage: 'TH' }));
    seedBootData();
    expect(queryClient.getQueryData(permissionQueryOptions.queryKey)).toEqual(permission);
    // TH and TY read the same Thai captions.
    expect(queryClient.getQueryData(bannersQueryOptions('w_home', 'TY').queryKey)).toEqual(banners);
    expect(queryClient.getQueryState(permissionQueryOptions.queryKey)?.isInvalidated).toBe(false);
  });

  it('does not show a Thai visitor the English captions of the page: the app asks for the Thai ones', () => {
    localStorage.setItem('language', 'TY');
    writeBlock(JSON.stringify({ permission, homeBanners: banners, homeBannersLanguage: 'EN' }));
    seedBootData();
    expect(queryClient.getQueryData(permissionQueryOptions.queryKey)).toEqual(permission);
    expect(queryClient.getQueryData(bannersQueryOptions('w_home', 'TY').queryKey)).toBeUndefined();
  });

  it('leaves the cache empty without a block, or with a broken one (the app makes the calls)', () => {
    expect(readBootData()).toEqual({});
    writeBlock('{not json');
    expect(readBootData()).toEqual({});
    seedBootData();
    expect(queryClient.getQueryData(permissionQueryOptions.queryKey)).toBeUndefined();
  });
});
