import { openCsPath, type CsType } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { usePermission } from '../api/get-permission.ts';

export interface CustomerServiceLink {
  id: number;
  csType: CsType;
  title: string;
  href: string;
}

/** Only web links are followed: a sealed path that opens to anything else is dropped. */
function isSafeLink(href: string): boolean {
  try {
    const u = new URL(href, window.location.origin);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Customer-service entries with their paths opened on the client (SPEC §3), ordered by position. */
export function useCustomerService(): CustomerServiceLink[] {
  const permission = usePermission();
  const { data } = useQuery({
    queryKey: ['site', 'customer-service', permission.customerService.map((c) => c.path)],
    queryFn: async () => {
      const opened = await Promise.all(
        permission.customerService.map(async (c) => ({ id: c.id, csType: c.csType, title: c.title, href: (await openCsPath(c.path)) ?? '', position: c.csPosition })),
      );
      return opened
        .filter((c) => c.href && isSafeLink(c.href))
        .sort((a, b) => a.position - b.position)
        .map(({ position: _position, ...c }) => c);
    },
    staleTime: Infinity,
  });
  return data ?? [];
}

/** SPEC §2.5: live chat, up to three telegram, one facebook. */
export function pickMenuLinks(links: CustomerServiceLink[]) {
  return {
    liveChat: links.find((l) => l.csType === 'LIVECHAT'),
    telegram: links.filter((l) => l.csType === 'TELEGRAM').slice(0, 3),
    facebook: links.find((l) => l.csType === 'FACEBOOK'),
    other: links.filter((l) => l.csType === 'TX-CHAT'),
  };
}
