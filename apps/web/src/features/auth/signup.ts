import { LIMITS, MSG, PASSWORD_MIN } from '@cc/shared';
import type { RegisterPayload } from '../../api/auth.ts';
import { AUTH_TEXT } from './messages.ts';

const S = AUTH_TEXT.signUp.steps;

/** The wizard's form values; selects hold ids as strings ('' = nothing chosen). */
export type SignUpValues = {
  email: string;
  password: string;
  password_confirmation: string;
  first_name: string;
  last_name: string;
  identification_type: string;
  identification_number: string;
  tradename: string;
  economic_activity: string;
  /** Only used to load the cities (docs/product/1-account.md §2); never sent. */
  state: string;
  city: string;
  address: string;
  phone: string;
  cellphone: string;
  terms_and_conds: boolean;
};

export const initialSignUpValues: SignUpValues = {
  email: '',
  password: '',
  password_confirmation: '',
  first_name: '',
  last_name: '',
  identification_type: '',
  identification_number: '',
  tradename: '',
  economic_activity: '',
  state: '',
  city: '',
  address: '',
  phone: '',
  cellphone: '',
  terms_and_conds: false,
};

/** Steps 0–4 of docs/product/1-account.md §2 and the fields each one asks for. */
export const STEPS: { label: string; description: string; fields: (keyof SignUpValues)[] }[] = [
  {
    ...S.user,
    fields: ['email', 'password', 'password_confirmation'],
  },
  {
    ...S.personal,
    fields: ['first_name', 'last_name', 'identification_type', 'identification_number'],
  },
  { ...S.commerce, fields: ['tradename', 'economic_activity'] },
  {
    ...S.contact,
    fields: ['state', 'city', 'address', 'phone', 'cellphone'],
  },
  { ...S.terms, fields: ['terms_and_conds'] },
];

export const LAST_STEP = STEPS.length - 1;

export function stepOf(field: keyof SignUpValues): number {
  return STEPS.findIndex((s) => s.fields.includes(field));
}

// Same pattern as the browser's type="email" check.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const filled = (v: string) => (v.trim() ? null : MSG.required);

/** Inline "required" checks: every field is required (docs/product/1-account.md §5). */
export const requiredRules: { [K in keyof SignUpValues]?: (value: SignUpValues[K]) => string | null } = {
  email: (v) => filled(v) ?? (EMAIL_RE.test(v.trim()) ? null : MSG.register.emailInvalid),
  password: filled,
  password_confirmation: filled,
  first_name: filled,
  last_name: filled,
  identification_type: filled,
  identification_number: filled,
  tradename: filled,
  economic_activity: filled,
  state: filled,
  city: filled,
  address: filled,
  phone: filled,
  cellphone: filled,
  terms_and_conds: (v) => (v ? null : MSG.register.termsRequired),
};

export type RuleFailure = { step: number; title: string; text: string };

/**
 * The client checks of docs/product/1-account.md §5, in order, each shown in its own modal. `upTo` limits
 * them to the steps already filled in (checked when leaving a step, and all on submit).
 */
export function firstRuleFailure(v: SignUpValues, upTo: number = LAST_STEP): RuleFailure | null {
  const R = MSG.register;
  const rules: [number, boolean, { title: string; text: string }][] = [
    [0, v.password.length < PASSWORD_MIN, R.passwordShort],
    [
      0,
      !v.password || !v.password_confirmation || v.password !== v.password_confirmation,
      R.passwordMismatch,
    ],
    [1, v.first_name.trim().length > LIMITS.first_name, R.firstNameLong],
    [1, v.last_name.trim().length > LIMITS.last_name, R.lastNameLong],
    [1, v.identification_number.trim().length > LIMITS.identification_number, R.identificationLong],
    [2, v.tradename.trim().length > LIMITS.tradename, R.tradenameLong],
    [3, v.phone.trim().length > LIMITS.phone, R.phoneLong],
    [3, v.cellphone.trim().length > LIMITS.cellphone, R.cellphoneLong],
  ];
  for (const [step, failed, msg] of rules) {
    if (step <= upTo && failed) return { step, title: msg.title, text: msg.text };
  }
  return null;
}

export function toRegisterPayload(v: SignUpValues, altcha: string | null): RegisterPayload {
  return {
    email: v.email.trim().toLowerCase(),
    password: v.password,
    password_confirmation: v.password_confirmation,
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    tradename: v.tradename.trim(),
    phone: v.phone.trim(),
    cellphone: v.cellphone.trim(),
    identification_type: Number(v.identification_type),
    identification_number: v.identification_number.trim(),
    economic_activity: Number(v.economic_activity),
    address: v.address.trim(),
    city: Number(v.city),
    terms_and_conds: v.terms_and_conds,
    // "personal_data (the captcha accepted)", docs/product/1-account.md §3: the server checks the payload,
    // and pre-accepts it outside production.
    personal_data: true,
    ...(altcha ? { altcha } : {}),
  };
}
