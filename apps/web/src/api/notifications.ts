import type { Notification } from '@cc/shared';
import { queryOptions } from '@tanstack/react-query';
import { http, unwrap } from './client.ts';

/** docs/api.md §Notifications: `[{id, kind, title, message, created, reminder_id}]`; the bell only reads the length. */
export type { Notification };

export const notificationsApi = {
  list: () => http.get<Notification[]>('/api/notifications/'),
};

export const notificationQueries = {
  all: ['notifications'] as const,
  list: () =>
    queryOptions({
      queryKey: [...notificationQueries.all, 'list'],
      queryFn: async () => unwrap(await notificationsApi.list()),
      staleTime: 60_000,
      retry: false,
    }),
};
