import { PROFILE_MSG } from '@cc/shared';

/** A call that got no answer at all (status 0): not worded by the specification. */
export const NO_CONNECTION =
  'No fue posible comunicarse con el servidor. Verifica tu conexión e inténtalo nuevamente.';

/**
 * Field labels for error lists (docs/product/1-account.md §8 "labelled field errors", plus the remaining
 * payload fields). Keys without a label (validations_error, detail…) show the bare message.
 */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Nombre del cliente',
  document_number: 'Número de documento',
  address: 'Dirección',
  phone: 'Teléfono',
  cellphone: 'Celular',
  email: 'Correo',
  observations: 'Observaciones',
  quantity: 'Cantidad',
  value: 'Valor',
  category: 'Categoría',
  first_name: 'Primer nombre',
  last_name: 'Apellido',
  tradename: 'Comercio',
  identification_number: 'Número de identificación',
  identification_type: 'Tipo de documento',
  economic_activity: 'Actividad económica',
  password: 'Contraseña',
  password_confirmation: 'Confirmación de contraseña',
  current_password: PROFILE_MSG.currentPasswordLabel,
  city: 'Ciudad',
  state: 'Departamento',
  terms_and_conds: 'Términos y condiciones',
  personal_data: 'Tratamiento de datos personales',
  altcha: 'Captcha',
  date: 'Fecha',
  logo: 'Logo',
  // Sales (docs/product/2-inventory-income-purchases.md §3 'Income save payload'); nested client fields keep their own names.
  doc_type: 'Tipo de documento',
  doc_number: 'Número de documento',
  payment_type: 'Tipo de pago',
  payment_method: 'Método de pago',
  payment: 'Pago',
  details: 'Productos y servicios',
  inventory_id: 'Producto o servicio',
};
