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
} as const;
