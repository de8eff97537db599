import type { MessagesResponse, UnreadCount } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { applyUnreadCount } from '../../../lib/unread.ts';

export type MessageFilter = 'all' | 'unread' | 'read';
const PAGE_SIZE = 10;

/** GET /messages (SPEC §2.7 internal messages), newest first. */
export function useMessages(status: MessageFilter, page: number) {
  return useQuery({
    queryKey: ['messages', status, page],
    queryFn: ({ signal }) => api('/messages', { signal, query: { status, page, pageSize: PAGE_SIZE } }) as Promise<MessagesResponse>,
    placeholderData: keepPreviousData,
  });
}

function afterChange(res: UnreadCount) {
  applyUnreadCount(res.count);
  void queryClient.invalidateQueries({ queryKey: ['messages'] });
}

export function useMarkRead() {
  return useMutation({ mutationFn: (id: number) => api(`/messages/${id}/read`, { method: 'POST' }) as Promise<UnreadCount>, onSuccess: afterChange });
}

export function useMarkAllRead() {
  return useMutation({ mutationFn: () => api('/messages/read-all', { method: 'POST' }) as Promise<UnreadCount>, onSuccess: afterChange });
}

export function useDeleteMessage() {
  return useMutation({ mutationFn: (id: number) => api(`/messages/${id}`, { method: 'DELETE' }) as Promise<UnreadCount>, onSuccess: afterChange });
}
