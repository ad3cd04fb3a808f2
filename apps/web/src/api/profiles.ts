import type { ProfileRecord, TProfileUpdate } from '@cc/shared';
import { queryOptions } from '@tanstack/react-query';
import { http, unwrap } from './client.ts';

/** Profile record of docs/product/1-account.md §3 (the first element of GET /api/profiles/). */
export type Profile = ProfileRecord;

export const profilesApi = {
  list: () => http.get<Profile[]>('/api/profiles/'),
  /** Profile update payload of docs/product/1-account.md §3 (JSON): 200 the record, 400 field errors. */
  update: (body: TProfileUpdate) => http.patch<Profile>('/api/profiles/', body),
  /** The logo as a multipart form with the field `logo` (docs/product/1-account.md §3). */
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return http.patch<Profile>('/api/profiles/', form);
  },
};

export const profileQueries = {
  all: ['profiles'] as const,
  mine: () =>
    queryOptions({
      queryKey: [...profileQueries.all, 'mine'],
      queryFn: async () => unwrap(await profilesApi.list())[0] ?? null,
    }),
};
