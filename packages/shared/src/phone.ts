import { formatCOP } from './money.ts';

/**
 * Selling from a phone (issue 10): the walk-in client, the quick sale, WhatsApp messages and
 * the offline notices. Not in the specification: texts written for this feature.
 */

/** DIAN's convention for a sale to an unidentified buyer: CC 222222222222 'Consumidor final'. */
export const FINAL_CONSUMER = {
  name: 'Consumidor final',
  docNumber: '222222222222',
  /** DIAN code of the document type (Cédula de ciudadanía). */
  docTypeCode: '13',
} as const;

export const isFinalConsumerDocument = (docNumber: string | undefined | null): boolean =>
  (docNumber ?? '').trim() === FINAL_CONSUMER.docNumber;

export const PHONE_MSG = {
  finalConsumer: {
    button: 'Consumidor final',
    hint: 'Venta sin datos del comprador (documento 222222222222).',
    creditRefused: 'Una venta a crédito necesita un cliente con nombre y documento, no Consumidor final.',
  },
  batchOf: (date: string, quantity: number, cost: string) =>
    `Lote del ${date}: ${quantity} ${quantity === 1 ? 'unidad' : 'unidades'} a ${cost} de costo c/u.`,
  leaveWizard: {
    title: 'Salir sin guardar',
    question: 'Los productos agregados se perderán. ¿Desea salir sin guardar?',
    stay: 'Seguir editando',
    leave: 'Salir sin guardar',
  },
  closeInitialInfo: {
    title: 'Cerrar la información inicial',
    question:
      'Al continuar, los activos, pasivos, presupuestos e inventario inicial quedan cerrados y ya no se pueden modificar. ¿Desea cerrarlos?',
    cancel: 'Revisar',
    confirm: 'Sí, cerrar y continuar',
  },
  zeroValue: {
    title: 'Producto sin valor',
    text: (names: string) => `${names} tiene valor $ 0. ¿Desea registrarlo sin cobrar (obsequio)?`,
    cancel: 'Corregir el valor',
    confirm: 'Sí, sin valor',
  },
  quickSale: {
    button: 'Venta rápida',
    title: 'Venta rápida',
    search: 'Buscar producto o servicio',
    recent: 'Más vendidos',
    empty: 'Aún no hay productos o servicios para vender.',
    cartEmpty: 'Toque un producto para agregarlo.',
    client: 'Cliente',
    method: 'Método de pago',
    charge: (total: number) => `Cobrar ${formatCOP(total)}`,
    done: 'Venta registrada',
    doneText: (reference: string, total: number) => `Venta ${reference} por ${formatCOP(total)} registrada.`,
    another: 'Nueva venta',
    more: (name: string) => `Agregar uno de ${name}`,
    less: (name: string) => `Quitar uno de ${name}`,
    outOfStock: (name: string, available: number) =>
      `${name}: solo hay ${available} ${available === 1 ? 'unidad disponible' : 'unidades disponibles'}.`,
  },
  whatsapp: {
    invoice: 'Enviar factura por WhatsApp',
    reminder: 'Recordar pago por WhatsApp',
    catalog: 'Compartir por WhatsApp',
    invoiceText: (tradename: string, reference: string, total: number, link: string) =>
      `Hola, le comparto la factura ${reference} de ${tradename} por ${formatCOP(total)}: ${link}`,
    reminderText: (client: string, tradename: string, reference: string, balance: number) =>
      `Hola ${client}, le saluda ${tradename}. Le recordamos con cariño que la factura ${reference} tiene un saldo pendiente de ${formatCOP(balance)}. Si ya realizó el pago, por favor ignore este mensaje. ¡Muchas gracias!`,
    catalogText: (tradename: string, link: string) => `Hola, este es el catálogo de ${tradename}: ${link}`,
    noCellphone: 'El cliente no tiene celular registrado.',
    linkExpired: 'El enlace venció o no es válido.',
    linkGoneTitle: 'Este enlace ya no está disponible',
    linkGoneText: (tradename: string) =>
      `El enlace a la factura de ${tradename} venció o la factura fue anulada. Pídale a ${tradename} un enlace nuevo.`,
    linkInvalidText: 'Revise que el enlace esté completo o pida uno nuevo a quien se lo envió.',
  },
  offline: {
    banner:
      'Sin conexión: está viendo la última información guardada. Los cambios se podrán hacer al volver la conexión.',
    writeRefused: 'Sin conexión a internet: no se guardó nada. Intente de nuevo cuando vuelva la conexión.',
    title: 'Sin conexión',
    nothingSaved:
      'Sin conexión, y esta pantalla no tiene nada guardado en este dispositivo. Ábrala una vez con internet para poder verla sin conexión.',
  },
  scan: {
    button: 'Escanear código',
    title: 'Escanear código de barras',
    hint: 'Apunte la cámara al código de barras del producto.',
    noCamera: 'No fue posible usar la cámara. Revise el permiso de cámara del navegador.',
    missingCamera: 'Este dispositivo no tiene una cámara disponible para escanear.',
    cameraFailed:
      'No fue posible usar la cámara. Cierre otras aplicaciones que la estén usando e intente de nuevo.',
    unknownTitle: 'Código no registrado',
    unknownText: (code: string) => `No hay ningún producto con la referencia ${code}. ¿Desea crearlo?`,
    create: 'Crear producto',
    cancel: 'Cancelar',
  },
} as const;
