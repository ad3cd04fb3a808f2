/**
 * The words every screen uses alike (buttons, loading, a failed load), once; a feature's own
 * texts are in its messages.ts.
 */
export const UI_TEXT = {
  back: 'Regresar',
  next: 'Siguiente',
  cancel: 'Cancelar',
  close: 'Cerrar',
  accept: 'Aceptar',
  save: 'Guardar',
  update: 'Actualizar',
  edit: 'Editar',
  remove: 'Eliminar',
  retry: 'Reintentar',
  loading: 'Cargando',
  logout: 'Cerrar sesión',
  checkConnection: 'Verifica tu conexión e inténtalo nuevamente.',
  loadFailed: 'No fue posible cargar la información. Inténtalo nuevamente.',
  appName: 'Cuentas Claras',
  notFound: { title: 'ERROR 404', text: 'La página que buscas no existe.', home: 'Ir al inicio' },
  help: (title: string) => `Ayuda: ${title}`,
  notifications: (count: number) => (count > 0 ? `Notificaciones (${count})` : 'Notificaciones'),
  share: { link: 'Enlace', copy: 'Copiar', copied: 'Copiado!', whatsapp: 'WhatsApp', more: 'Más opciones' },
  balance: (value: string) => `Saldo ${value}`,
  editPayment: (reference: string) => `Editar abono ${reference}`,
  voidPayment: (reference: string) => `Anular abono ${reference}`,
} as const;

/** Label and hint of the commerce and contact fields (sign-up and profile, components/commerce-fields.ts). */
export const COMMERCE_FIELD_TEXT = {
  tradename: { label: 'Nombre comercial', placeholder: 'Ej.: Tienda Doña Rosa' },
  first_name: { label: 'Nombre(s)', placeholder: 'Ej.: María José' },
  last_name: { label: 'Apellidos', placeholder: 'Ej.: Rodríguez Gómez' },
  identification_number: { label: 'Número de identificación', placeholder: 'Sin puntos ni espacios' },
  address: { label: 'Dirección', placeholder: 'Ej.: Calle 10 # 5-20' },
  phone: { label: 'Teléfono', placeholder: 'Ej.: 6012345678' },
  cellphone: { label: 'Celular', placeholder: 'Ej.: 3001234567' },
} as const;

/** The reference selects (components/ReferenceSelects.tsx). */
export const REFERENCE_TEXT = {
  loading: 'Cargando…',
  activity: 'Actividad económica',
  activityPlaceholder: 'Escriba para buscar',
  noActivities: 'No se encontraron actividades',
  docType: 'Tipo de documento',
  docTypePlaceholder: 'Seleccione el tipo de documento',
  state: 'Departamento',
  select: 'Seleccione',
  noResults: 'Sin resultados',
  city: 'Ciudad o municipio',
  stateFirst: 'Primero elija el departamento',
} as const;
