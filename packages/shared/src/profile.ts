import { z } from 'zod';
import { ZIdName } from './atoms.ts';
import { LIMITS } from './constants.ts';
import { FIELD_MSG } from './form-fields.ts';
import { MSG } from './messages.ts';
import { SIGNER_FIELDS } from './statements.ts';

/** Profile texts of docs/product/1-account.md §5 (the ten '¡Alerta!' checks, in their order) and §8. */
export const PROFILE_MSG = {
  alertTitle: '¡Alerta!',
  alert: {
    tradename: 'Debe indicar el nombre del comercio',
    economic_activity: 'Debe seleccionar la actividad económica del comercio',
    first_name: 'Debe indicar el nombre del usuario',
    last_name: 'Debe indicar el apellido del usuario',
    identification_type: 'Debe seleccionar el tipo de documento del usuario',
    identification_number: 'Debe indicar el número de identificación del usuario',
    cellphone: 'Debe indicar el número celular del usuario',
    state: 'Debe seleccionar un departamento',
    city: 'Debe seleccionar una ciudad',
    address: 'Debe indicar la dirección del usuario',
  },
  updated: {
    title: 'Actualización satisfactoria',
    text: 'Los datos del usuario se han actualizado correctamente.',
  },
  logoUpdated: { title: 'Actualización satisfactoria', text: 'El logo del comercio ha sido actualizado.' },
  logoError: { title: 'Error', text: 'Ha ocurrido un error cargando la imagen.' },
  updateFailed: 'Actualización fallida',
  updateError: 'Ha ocurrido un error actualizando la información. Por favor, inténtelo nuevamente.',
  cityNotInState: 'La ciudad seleccionada no pertenece al departamento.',
  logoRequired: 'Debe seleccionar una imagen.',
  addressLong: FIELD_MSG.addressLong,
  // Not in the spec (its edit form changes the login email without asking for anything).
  currentPasswordLabel: 'Contraseña actual',
  currentPasswordHint: 'Para cambiar el correo electrónico confirme su contraseña actual.',
  currentPasswordRequired: 'Debe indicar su contraseña actual para cambiar el correo electrónico.',
  currentPasswordWrong: 'La contraseña actual no es correcta, inténtelo nuevamente.',
} as const;

const A = PROFILE_MSG.alert;
const R = MSG.register;
const text = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
/** A select: a positive id (number or numeric string); '', null, 0 or absent → the alert text. */
const select = (missing: string) =>
  z.coerce.number({ error: missing }).int(missing).positive(missing).max(2_147_483_647, R.unknownOption);

/**
 * Profile update payload of docs/product/1-account.md §3. Keys are declared in the order of the ten checks of
 * docs/product/1-account.md §5, so the field-error map lists them in that order too.
 */
export const ZProfileUpdate = z.object({
  tradename: text(A.tradename, LIMITS.tradename, R.tradenameLong.text),
  economic_activity: select(A.economic_activity),
  user: z.object(
    {
      first_name: text(A.first_name, LIMITS.first_name, R.firstNameLong.text),
      last_name: text(A.last_name, LIMITS.last_name, R.lastNameLong.text),
      // Not checked by the form (docs/product/1-account.md §5); when sent it must be a valid, unused address.
      email: z
        .string({ error: R.emailInvalid })
        .trim()
        .toLowerCase()
        .max(LIMITS.email, R.emailInvalid)
        .pipe(z.email(R.emailInvalid))
        .optional(),
      // Required by the server only when `email` changes the login email; never trimmed.
      current_password: z
        .string({ error: PROFILE_MSG.currentPasswordRequired })
        .max(LIMITS.password, PROFILE_MSG.currentPasswordWrong)
        .optional(),
    },
    { error: A.first_name },
  ),
  identification_type: select(A.identification_type),
  identification_number: text(
    A.identification_number,
    LIMITS.identification_number,
    R.identificationLong.text,
  ),
  cellphone: text(A.cellphone, LIMITS.cellphone, R.cellphoneLong.text),
  state: select(A.state),
  city: select(A.city),
  address: text(A.address, LIMITS.address, PROFILE_MSG.addressLong),
  // Not checked by the form either; optional, bounded like at registration.
  phone: z.string({ error: FIELD_MSG.typeInvalid }).trim().max(LIMITS.phone, R.phoneLong.text).optional(),
  // Who signs the formal statements (issue 23 item 5); optional, absent leaves them as they are.
  ...SIGNER_FIELDS,
});
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

const ZLogo = z.object({ image: z.string().nullable() });

/** GET /api/profiles/ item (docs/product/1-account.md §3). `logo.image` is a URL under /media or null. */
export const ZProfileRecord = z.object({
  id: z.number(),
  tradename: z.string(),
  identification_type: ZIdName,
  identification_number: z.string(),
  economic_activity: ZIdName,
  city: ZIdName.extend({ state: ZIdName }),
  logo: ZLogo,
  cellphone: z.string(),
  phone: z.string(),
  address: z.string(),
  legal_rep_name: z.string(),
  legal_rep_identification: z.string(),
  accountant_name: z.string(),
  accountant_identification: z.string(),
  accountant_card: z.string(),
  user: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() }),
});
export type ProfileRecord = z.infer<typeof ZProfileRecord>;

/**
 * GET /api/profiles/public/{userId}: exactly what the public catalogue shows (docs/product/2-inventory-income-purchases.md §2: its
 * heading is the trade name plus the city name) — no contact data, documents, email or logo. The
 * route serialises with this schema, so anything else is dropped.
 */
export const ZPublicProfile = z.object({ id: z.number(), tradename: z.string(), city: ZIdName });
export type PublicProfile = z.infer<typeof ZPublicProfile>;
