import type { Device, LoginResponse, RegisterResponse, TLogin, TokenRefresh } from '@cc/shared';
import { queryOptions } from '@tanstack/react-query';
import { http, unwrap } from './client.ts';

/** Registration payload of docs/product/1-account.md §3 plus the ALTCHA payload. Ids travel as numbers. */
export type RegisterPayload = {
  email: string;
  password: string;
  password_confirmation: string;
  first_name: string;
  last_name: string;
  tradename: string;
  phone: string;
  cellphone: string;
  identification_type: number;
  identification_number: string;
  economic_activity: number;
  address: string;
  city: number;
  terms_and_conds: boolean;
  personal_data: boolean;
  altcha?: string;
};

/** 201 `{user: {id, email}}` (docs/api.md §Login and registration); the server also starts the free trial. */
export type { RegisterResponse };

export type ResetConfirmPayload = { token: string; password: string; password_confirmation: string };

export const authApi = {
  login: (body: TLogin) => http.post<LoginResponse>('/api/login/', body, { auth: false }),
  register: (body: RegisterPayload) => http.post<RegisterResponse>('/api/register/', body, { auth: false }),
  /** Revokes the stored token, or the given one. */
  logout: (token?: string) => http.post<null>('/api/logout/', undefined, token ? { token } : undefined),
  requestReset: (email: string) => http.post<unknown>('/api/reset/', { email }, { auth: false }),
  confirmReset: (body: ResetConfirmPayload) => http.put<unknown>('/api/reset/', body, { auth: false }),
  /** Defined by the spec but not used by any screen (docs/product/1-account.md §7). */
  refreshToken: () => http.get<TokenRefresh>('/api/token/refresh'),
  /** The devices kept signed in (issue 30 item 1, ADR 036). */
  devices: () => http.get<Device[]>('/api/devices/'),
  revokeDevice: (id: number) => http.del(`/api/devices/${id}/`),
  revokeOtherDevices: () => http.post<null>('/api/devices/revoke-others/'),
  revokeAllDevices: () => http.post<null>('/api/devices/revoke-all/'),
};

export const deviceQueries = {
  all: ['devices'] as const,
  mine: () =>
    queryOptions({ queryKey: deviceQueries.all, queryFn: async () => unwrap(await authApi.devices()) }),
};
