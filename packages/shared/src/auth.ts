import { z } from 'zod';
import { ZId } from './atoms.ts';
import { LIMITS, PASSWORD_MIN } from './constants.ts';
import { FIELD_MSG } from './form-fields.ts';
import { MSG } from './messages.ts';

const R = MSG.register;
const PASSWORD_LONG = `La contraseña no puede tener más de ${LIMITS.password} caracteres.`;
const required = (max: number, tooLong: string) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, tooLong);
// Bounded to Postgres `integer` so an absurd id is a field error, never a database error.
const ZRequiredId = z.coerce
  .number({ error: MSG.required })
  .int(R.unknownOption)
  .positive(R.unknownOption)
  .max(2_147_483_647, R.unknownOption);

/** Registration payload of docs/product/1-account.md §3 (plus the ALTCHA payload). Limits and messages of docs/product/1-account.md §5. */
export const ZRegister = z
  .object({
    email: z
      .string({ error: MSG.required })
      .trim()
      .toLowerCase()
      .max(LIMITS.email, R.emailInvalid)
      .pipe(z.email(R.emailInvalid)),
    password: z
      .string({ error: MSG.required })
      .min(PASSWORD_MIN, R.passwordShort.text)
      .max(LIMITS.password, PASSWORD_LONG),
    password_confirmation: z
      .string({ error: MSG.required })
      .min(1, R.passwordMismatch.text)
      .max(LIMITS.password, R.passwordMismatch.text),
    first_name: required(LIMITS.first_name, R.firstNameLong.text),
    last_name: required(LIMITS.last_name, R.lastNameLong.text),
    tradename: required(LIMITS.tradename, R.tradenameLong.text),
    phone: required(LIMITS.phone, R.phoneLong.text),
    cellphone: required(LIMITS.cellphone, R.cellphoneLong.text),
    identification_type: ZRequiredId,
    identification_number: required(LIMITS.identification_number, R.identificationLong.text),
    economic_activity: ZRequiredId,
    address: required(LIMITS.address, FIELD_MSG.addressLong),
    city: ZRequiredId,
    terms_and_conds: z.literal(true, { error: R.termsRequired }),
    personal_data: z.literal(true, { error: R.personalDataRequired }),
    altcha: z.string().max(20_000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: R.passwordMismatch.text });
    }
  });

export const ZLogin = z.object({
  email: z
    .string({ error: MSG.required })
    .trim()
    .toLowerCase()
    .min(1, MSG.required)
    .max(LIMITS.email, R.emailInvalid),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(LIMITS.password, PASSWORD_LONG),
  /** 'Mantener la sesión iniciada en este dispositivo' (issue 30 item 1): a device and its refresh token. */
  keep: z.boolean().optional(),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZResetRequest = z.object({
  email: z
    .string({ error: MSG.required })
    .trim()
    .toLowerCase()
    .min(1, MSG.required)
    .max(LIMITS.email, R.emailInvalid),
});

export const ZResetConfirm = z
  .object({
    token: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.reset.invalidToken),
    password: z
      .string({ error: MSG.required })
      .min(PASSWORD_MIN, R.passwordShort.text)
      .max(LIMITS.password, PASSWORD_LONG),
    password_confirmation: z
      .string({ error: MSG.required })
      .min(1, R.passwordMismatch.text)
      .max(LIMITS.password, R.passwordMismatch.text),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: R.passwordMismatch.text });
    }
  });

export const ZIdParam = z.object({ id: ZId });

// Response shapes: the API serialises with them, the web reads their types.
const ZLoginUser = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type LoginUser = z.infer<typeof ZLoginUser>;
export const ZLoginResponse = z.object({
  access_token: z.string(),
  initial_info: z.boolean(),
  user: ZLoginUser,
  /** Only for a kept login: the device's rotating refresh token (ADR 036). */
  refresh_token: z.string().optional(),
});
export type LoginResponse = z.infer<typeof ZLoginResponse>;
/** POST /api/token/device/: a kept device's refresh token, spent by the call. */
export const ZDeviceRefresh = z.object({ refresh_token: z.string().min(1).max(200) });
/** A device the user stays signed in on (GET /api/devices/). */
export const ZDevice = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The device of the session that asked. */
  current: z.boolean(),
});
export type Device = z.infer<typeof ZDevice>;
/** GET /api/token/refresh: the new token (the old one is revoked). */
export const ZTokenRefresh = z.object({ access_token: z.string() });
export type TokenRefresh = z.infer<typeof ZTokenRefresh>;
/**
 * POST /api/register/ 201: what a login answers (issue 30 item 3: registering opens the session, no
 * second login). The specification's `{user: {id, email}}` is still in it.
 */
export const ZRegisterResponse = ZLoginResponse;
export type RegisterResponse = z.infer<typeof ZRegisterResponse>;
