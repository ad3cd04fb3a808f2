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
