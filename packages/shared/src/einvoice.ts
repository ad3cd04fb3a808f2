import { z } from 'zod';
import { ZIsoDate } from './atoms.ts';

/** Electronic invoicing with DIAN (issue 28): the shop's set-up and its numbering resolutions. */

/** DIAN's document type codes a numbering resolution is granted for (docs/einvoicing.md). */
export const EINVOICE_DOCUMENT_TYPES = ['01', '20', '91', '92'] as const;
export type EinvoiceDocumentType = (typeof EINVOICE_DOCUMENT_TYPES)[number];
export const EINVOICE_DOCUMENT_NAMES: Record<EinvoiceDocumentType, string> = {
  '01': 'factura electrónica de venta',
  '20': 'documento equivalente electrónico POS',
  '91': 'nota crédito',
  '92': 'nota débito',
};

export const EINVOICE_ENVIRONMENTS = ['pruebas', 'produccion'] as const;
export type EinvoiceEnvironment = (typeof EINVOICE_ENVIRONMENTS)[number];
export const EINVOICE_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type EinvoiceStatus = (typeof EINVOICE_STATUSES)[number];

/** A resolution warns when this many days, or this share of its range, or less is left. */
export const RESOLUTION_WARN_DAYS = 10;
export const RESOLUTION_WARN_PERCENT = 10;

/** The largest .p12 accepted, in bytes (a CA's file with its chain is a few KB). */
export const P12_MAX_BYTES = 64 * 1024;

export const EINVOICE_MSG = {
  enabled: 'Indique si la facturación electrónica está activa (sí o no).',
  environment: 'Seleccione el ambiente: pruebas o producción.',
  softwareId: 'Debe indicar el identificador del software (SoftwareID).',
  softwareIdLong: 'El identificador del software admite máximo 100 caracteres.',
  testSetId: 'El identificador del set de pruebas (TestSetId) admite máximo 100 caracteres.',
  pin: 'Debe indicar el PIN del software.',
  pinInvalid: 'El PIN del software admite de 1 a 50 caracteres, sin espacios.',
  certificate: 'Debe cargar el certificado de firma digital (.p12) y su contraseña.',
  certificateFile: 'El certificado debe ser un archivo .p12 en base64 de máximo 64 KB.',
  certificatePassword: 'Debe indicar la contraseña del certificado.',
  documentType: 'Seleccione el tipo de documento: 01, 20, 91 o 92.',
  resolutionNumber: 'Debe indicar el número de la resolución (solo dígitos, máximo 30).',
  prefix: 'El prefijo admite de 0 a 4 letras o dígitos.',
  rangeNumber: 'Los números del rango deben ser enteros positivos.',
  rangeOrder: 'El número final del rango debe ser mayor o igual que el inicial.',
  validityOrder: 'La fecha final de la vigencia debe ser igual o posterior a la inicial.',
  technicalKey: 'Debe indicar la clave técnica de la resolución (máximo 100 caracteres).',
  technicalKeyLong: 'La clave técnica admite máximo 100 caracteres.',
  overlap: (number: string, prefix: string, from: number, to: number) =>
    `El rango se cruza con el de la resolución ${number} (prefijo ${prefix || 'sin prefijo'}, del ${from} al ${to}).`,
  used: (last: number) =>
    `La resolución ya numeró documentos hasta el ${last}: no se puede cambiar su tipo, prefijo ni número inicial.`,
  endBeforeUsed: (last: number) => `El rango no puede terminar antes del último número usado (${last}).`,
  deleteUsed: 'La resolución ya numeró documentos: no se puede eliminar.',
  noResolution: (type: EinvoiceDocumentType) =>
    `No hay una resolución de numeración para ${EINVOICE_DOCUMENT_NAMES[type]}.`,
  notValid: (type: EinvoiceDocumentType, date: string) =>
    `Ninguna resolución de numeración de ${EINVOICE_DOCUMENT_NAMES[type]} está vigente el ${date}.`,
  exhausted: (type: EinvoiceDocumentType) =>
    `Las resoluciones de numeración de ${EINVOICE_DOCUMENT_NAMES[type]} vigentes agotaron su rango.`,
  saleLocked: (number: string) =>
    `La venta tiene el documento electrónico ${number}: no se puede modificar ni anular. Se corrige con una nota crédito.`,
  warnDays: (number: string, validTo: string, days: number) =>
    days < 0
      ? `La resolución ${number} venció el ${validTo}.`
      : `La resolución ${number} vence el ${validTo}: ${days === 0 ? 'hoy es su último día' : days === 1 ? 'queda 1 día' : `quedan ${days} días`}.`,
  warnNumbers: (number: string, left: number, size: number) =>
    left === 0
      ? `La resolución ${number} agotó su rango de ${size} números.`
      : `A la resolución ${number} ${left === 1 ? 'le queda 1 número' : `le quedan ${left} números`} de ${size}.`,
} as const;

const M = EINVOICE_MSG;

const optionalText = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message).nullish();

/**
 * PUT /api/einvoice/settings/. The PIN and the certificate are write-only: left out, the stored
 * ones stay; sent, they replace them. The certificate travels as base64 with its password.
 */
export const ZEinvoiceSettingsUpdate = z.object({
  enabled: z.boolean({ error: M.enabled }).default(false),
  environment: z.enum(EINVOICE_ENVIRONMENTS, { error: M.environment }).default('pruebas'),
  software_id: optionalText(100, M.softwareIdLong),
  test_set_id: optionalText(100, M.testSetId),
  pin: z
    .string({ error: M.pinInvalid })
    .regex(/^\S{1,50}$/, M.pinInvalid)
    .optional(),
  certificate: z
    .object(
      {
        // 64 KB of bytes is 87 382 base64 characters.
        p12_base64: z
          .string({ error: M.certificateFile })
          .max(Math.ceil(P12_MAX_BYTES / 3) * 4, M.certificateFile)
          .regex(/^[A-Za-z0-9+/]+={0,2}$/, M.certificateFile),
        password: z.string({ error: M.certificatePassword }).min(1, M.certificatePassword).max(200),
      },
      { error: M.certificate },
    )
    .optional(),
});
export type EinvoiceSettingsUpdate = z.infer<typeof ZEinvoiceSettingsUpdate>;

/** What GET answers: never the PIN, the certificate or its password — only that they are there. */
export const ZEinvoiceSettings = z.object({
  enabled: z.boolean(),
  environment: z.enum(EINVOICE_ENVIRONMENTS),
  software_id: z.string().nullable(),
  test_set_id: z.string().nullable(),
  has_pin: z.boolean(),
  /** The PIN's last character after asterisks, e.g. `****7`. */
  pin_masked: z.string().nullable(),
  has_certificate: z.boolean(),
  certificate: z
    .object({ subject: z.string(), issuer: z.string(), valid_from: z.string(), valid_to: z.string() })
    .nullable(),
  updated_at: z.string().nullable(),
});
export type EinvoiceSettings = z.infer<typeof ZEinvoiceSettings>;

const rangeNumber = z
  .number({ error: M.rangeNumber })
  .int(M.rangeNumber)
  .nonnegative(M.rangeNumber)
  .max(Number.MAX_SAFE_INTEGER, M.rangeNumber);

/** POST and PUT /api/einvoice/resolutions/: a numbering resolution DIAN granted. */
export const ZEinvoiceResolutionInput = z
  .object({
    document_type: z.enum(EINVOICE_DOCUMENT_TYPES, { error: M.documentType }),
    resolution_number: z
      .string({ error: M.resolutionNumber })
      .trim()
      .regex(/^\d{1,30}$/, M.resolutionNumber),
    prefix: z
      .string({ error: M.prefix })
      .trim()
      .regex(/^[A-Za-z0-9]{0,4}$/, M.prefix)
      .transform((p) => p.toUpperCase())
      .default(''),
    range_from: rangeNumber,
    range_to: rangeNumber,
    valid_from: ZIsoDate,
    valid_to: ZIsoDate,
    technical_key: z.string({ error: M.technicalKeyLong }).trim().max(100, M.technicalKeyLong).default(''),
  })
  .superRefine((r, ctx) => {
    if (r.range_to < r.range_from)
      ctx.addIssue({ code: 'custom', path: ['range_to'], message: M.rangeOrder });
    if (r.valid_to < r.valid_from) {
      ctx.addIssue({ code: 'custom', path: ['valid_to'], message: M.validityOrder });
    }
    // The factura's CUFE is keyed by the range's technical key; the others' CUDE by the PIN.
    if (r.document_type === '01' && !r.technical_key) {
      ctx.addIssue({ code: 'custom', path: ['technical_key'], message: M.technicalKey });
    }
  });
export type EinvoiceResolutionInput = z.infer<typeof ZEinvoiceResolutionInput>;

export const ZEinvoiceResolution = z.object({
  id: z.number(),
  document_type: z.enum(EINVOICE_DOCUMENT_TYPES),
  resolution_number: z.string(),
  prefix: z.string(),
  range_from: z.number(),
  range_to: z.number(),
  valid_from: z.string(),
  valid_to: z.string(),
  technical_key: z.string(),
  /** The number the next document takes; range_to + 1 once the range is used up. */
  next_number: z.number(),
  numbers_left: z.number(),
  /** Today's warnings: the validity or the range about to run out (10 days, 10 %). */
  warnings: z.array(z.string()),
});
export type EinvoiceResolution = z.infer<typeof ZEinvoiceResolution>;

/** An electronic document's state: numbered pending with its sale, then accepted or rejected. */
export const ZEinvoiceDocument = z.object({
  id: z.number(),
  income_id: z.number().nullable(),
  document_type: z.enum(EINVOICE_DOCUMENT_TYPES),
  /** Prefix + number, as DIAN knows it. */
  number: z.string(),
  status: z.enum(EINVOICE_STATUSES),
  /** CUFE or CUDE, once built. */
  document_key: z.string().nullable(),
  attempts: z.number(),
  errors: z.array(z.string()),
  /** The instant written in the document (IssueDate/IssueTime), once built. */
  issued_at: z.string().nullable(),
  /** DIAN's search page for the key, as the QR carries it. */
  qr_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EinvoiceDocument = z.infer<typeof ZEinvoiceDocument>;

/** How the sale shows its document's state (issue 28 item 3). */
export const EINVOICE_STATUS_LABEL: Record<EinvoiceStatus, string> = {
  pending: 'Enviada a la DIAN',
  accepted: 'Aceptada',
  rejected: 'Rechazada',
};

/** GET /api/einvoice/documents/?income_id=: the documents of one sale. */
export const ZEinvoiceDocumentsQuery = z.object({
  income_id: z.coerce
    .number({ error: 'income_id debe ser un número entero positivo.' })
    .int()
    .positive()
    .max(2_147_483_647)
    .optional(),
});

/** The habilitación test set (POST /api/einvoice/test-set/). */
export const EINVOICE_TEST_SET_MSG = {
  notSupported: 'El proveedor tecnológico configurado realiza él mismo el set de pruebas de habilitación.',
  setupIncomplete:
    'Complete la configuración (SoftwareID, PIN, certificado y perfil del negocio) antes del set de pruebas.',
  notPruebas: 'El set de pruebas se envía en el ambiente de pruebas (habilitación).',
  testSetId: 'Debe indicar el identificador del set de pruebas (TestSetId) que le asignó la DIAN.',
  line: 'Prueba de habilitación',
  noStatus: 'La DIAN no informó el estado del documento.',
} as const;

export const ZEinvoiceTestSetResult = z.object({
  sent: z.number(),
  accepted: z.number(),
  errors: z.array(z.string()),
  complete: z.boolean(),
});
export type EinvoiceTestSetResult = z.infer<typeof ZEinvoiceTestSetResult>;

/** The OpenAPI summaries of the e-invoicing routes (/api/docs). */
export const EINVOICE_ROUTE_DOC = {
  settings: 'Configuración de facturación electrónica (sin PIN ni certificado)',
  updateSettings: 'Guardar la configuración de facturación electrónica (PIN y certificado .p12 en base64)',
  resolutions: 'Resoluciones de numeración, con sus avisos de vencimiento',
  resolution: 'Una resolución de numeración',
  createResolution: 'Registrar una resolución de numeración',
  updateResolution: 'Modificar una resolución de numeración',
  deleteResolution: 'Eliminar una resolución que no ha numerado documentos',
  documents: 'Documentos electrónicos y su estado',
  document: 'Un documento electrónico y su estado',
  attachedDocument:
    'El AttachedDocument del comprador (documento firmado y respuesta de la DIAN) de un documento aceptado',
  testSet: 'Enviar el set de pruebas de habilitación de la DIAN (ambiente de pruebas, con el TestSetId)',
  resendDocument:
    'Enviar de nuevo a la DIAN un documento rechazado (tras corregir la configuración) o pendiente',
} as const;
