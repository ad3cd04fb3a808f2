import { type Signers, signerErrors, type TProfileUpdate, ZProfileUpdate } from '@cc/shared';
import type { Profile } from '../../api/profiles.ts';

/** The edit form's values; selects hold ids as strings ('' = nothing chosen). */
export type ProfileFormValues = {
  tradename: string;
  economic_activity: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Asked only when `email` changes the login email; sent as typed (never trimmed). */
  current_password: string;
  identification_type: string;
  identification_number: string;
  cellphone: string;
  phone: string;
  state: string;
  city: string;
  address: string;
  /** Who signs the statements (issue 23 item 5); optional. */
  legal_rep_name: string;
  legal_rep_identification: string;
  accountant_name: string;
  accountant_identification: string;
  accountant_card: string;
};

export const emptyProfileForm: ProfileFormValues = {
  tradename: '',
  economic_activity: '',
  first_name: '',
  last_name: '',
  email: '',
  current_password: '',
  identification_type: '',
  identification_number: '',
  cellphone: '',
  phone: '',
  state: '',
  city: '',
  address: '',
  legal_rep_name: '',
  legal_rep_identification: '',
  accountant_name: '',
  accountant_identification: '',
  accountant_card: '',
};

const idOf = (item: { id: number } | null | undefined) => (item ? String(item.id) : '');

export function valuesFromProfile(p: Profile): ProfileFormValues {
  return {
    tradename: p.tradename ?? '',
    economic_activity: idOf(p.economic_activity),
    first_name: p.user.first_name ?? '',
    last_name: p.user.last_name ?? '',
    email: p.user.email ?? '',
    current_password: '',
    identification_type: idOf(p.identification_type),
    identification_number: p.identification_number ?? '',
    cellphone: p.cellphone ?? '',
    phone: p.phone ?? '',
    state: idOf(p.city?.state),
    city: idOf(p.city),
    address: p.address ?? '',
    legal_rep_name: p.legal_rep_name ?? '',
    legal_rep_identification: p.legal_rep_identification ?? '',
    accountant_name: p.accountant_name ?? '',
    accountant_identification: p.accountant_identification ?? '',
    accountant_card: p.accountant_card ?? '',
  };
}

// '' → 0, which the shared schema refuses with the select's alert text.
const toId = (value: string) => (value ? Number(value) : 0);

/** Profile update payload of docs/product/1-account.md §3 (ids as integers, a nested user). */
export function toProfilePayload(v: ProfileFormValues): TProfileUpdate {
  const email = v.email.trim();
  return {
    tradename: v.tradename.trim(),
    economic_activity: toId(v.economic_activity),
    identification_type: toId(v.identification_type),
    identification_number: v.identification_number.trim(),
    cellphone: v.cellphone.trim(),
    phone: v.phone.trim(),
    address: v.address.trim(),
    state: toId(v.state),
    city: toId(v.city),
    legal_rep_name: v.legal_rep_name.trim(),
    legal_rep_identification: v.legal_rep_identification.trim(),
    accountant_name: v.accountant_name.trim(),
    accountant_identification: v.accountant_identification.trim(),
    accountant_card: v.accountant_card.trim(),
    user: {
      first_name: v.first_name.trim(),
      last_name: v.last_name.trim(),
      ...(email ? { email } : {}),
      ...(v.current_password ? { current_password: v.current_password } : {}),
    },
  };
}

/** Whether the form changes the login email (then the current password is asked for). */
export function changesEmail(v: ProfileFormValues, currentEmail: string): boolean {
  const email = v.email.trim().toLowerCase();
  return email !== '' && email !== currentEmail.trim().toLowerCase();
}

/** Email and phone are not checked by the form (docs/product/1-account.md §5): the server answers for them. */
const UNCHECKED = new Set(['user.email', 'phone']);

export type ProfileAlert = { field: keyof ProfileFormValues; message: string };

/**
 * The ten ordered checks of docs/product/1-account.md §5 (plus the length limits the server applies too): the
 * shared schema declares its keys in that order, so its first issue is the first failed check.
 * Returns the field and the '¡Alerta!' text, or null when the form may be sent.
 */
export function firstProfileAlert(v: ProfileFormValues): ProfileAlert | null {
  const parsed = ZProfileUpdate.safeParse(toProfilePayload(v));
  if (parsed.success) {
    // A signer is all or nothing (the server answers the same texts).
    const [field, message] = Object.entries(signerErrors(parsed.data as Signers))[0] ?? [];
    return field && message ? { field: field as keyof ProfileFormValues, message } : null;
  }
  const issue = parsed.error.issues.find((i) => !UNCHECKED.has(i.path.join('.')));
  if (!issue) return null;
  // ['user', 'first_name'] → 'first_name': the form keeps the user's fields flat.
  const key = String(issue.path.at(-1) ?? 'tradename');
  const field = (key in emptyProfileForm ? key : 'tradename') as keyof ProfileFormValues;
  return { field, message: issue.message };
}
