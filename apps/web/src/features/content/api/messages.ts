import type { MessagesResponse, UnreadCount } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { useLanguageCode } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { changeUnread } from '../../../lib/unread.ts';

export type MessageFilter = 'all' | 'unread' | 'read';
const PAGE_SIZE = 10;

/**
 * GET /messages (SPEC §2.7 internal messages), newest first, each in the interface language when the
 * operator wrote a version in it (else the default text); the language is in the key, so a switch refetches.
 */
export function useMessages(status: MessageFilter, page: number) {
  const language = useLanguageCode();
  return useQuery({
    queryKey: ['messages', status, page, language],
    queryFn: ({ signal }) => api('/messages', { signal, query: { status, page, pageSize: PAGE_SIZE, language } }) as Promise<MessagesResponse>,
    placeholderData: keepPreviousData,
  });
}

/** The answer's count is applied by `changeUnread` (in request order, confirmed when another count request overlapped); the lists are fetched again. */
function afterChange() {
  void queryClient.invalidateQueries({ queryKey: ['messages'] });
}

export function useMarkRead() {
  return useMutation({ mutationFn: (id: number) => changeUnread(() => api(`/messages/${id}/read`, { method: 'POST' }) as Promise<UnreadCount>), onSuccess: afterChange });
}

export function useMarkAllRead() {
  return useMutation({ mutationFn: () => changeUnread(() => api('/messages/read-all', { method: 'POST' }) as Promise<UnreadCount>), onSuccess: afterChange });
}

export function useDeleteMessage() {
  return useMutation({ mutationFn: (id: number) => changeUnread(() => api(`/messages/${id}`, { method: 'DELETE' }) as Promise<UnreadCount>), onSuccess: afterChange });
}
