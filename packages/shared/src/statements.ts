import { z } from 'zod';
import { slashDate } from './dates.ts';
import { formatCOP } from './money.ts';

/**
 * The third release's statements (issue 23 item 5, shared/design/LEDGER.md §Statements, ADR 039):
 * who signs them, the certification of Ley 222 de 1995 art. 37, the notes to the financial
 * statements, the due date of a liability and the comparison with a previous cut-off. Texts
 * shown by the API (JSON, PDF, xlsx) and the screens.
 */

/** Profile fields of the two signers: labels of the Perfil screen. */
export const SIGNER_LABELS = {
  section: 'Firmas de los estados financieros',
  hint: 'Con los dos firmantes completos, los estados financieros llevan la certificación del artículo 37 de la Ley 222 de 1995.',
  legal_rep_name: 'Nombre del representante legal',
  legal_rep_identification: 'Identificación del representante legal',
  accountant_name: 'Nombre del contador público',
  accountant_identification: 'Identificación del contador público',
  accountant_card: 'Tarjeta profesional (T.P.) del contador',
} as const;

export const SIGNER_MSG = {
  nameLong: 'El nombre no puede tener más de 100 caracteres',
  identificationInvalid:
    'La identificación debe tener entre 3 y 20 caracteres: números, letras, puntos o guiones',
  cardInvalid: 'La tarjeta profesional debe tener entre 1 y 20 caracteres: números, letras o guiones',
  legalRepName: 'Debe indicar el nombre del representante legal',
  legalRepIdentification: 'Debe indicar la identificación del representante legal',
  accountantName: 'Debe indicar el nombre del contador público',
  accountantIdentification: 'Debe indicar la identificación del contador público',
  accountantCard: 'Debe indicar la tarjeta profesional del contador público',
} as const;

export const SIGNER_LIMITS = { name: 100, identification: 20, card: 20 } as const;

const optionalText = (max: number, message: string, pattern?: RegExp) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((v) => v === '' || !pattern || pattern.test(v), message)
    .optional();

/**
 * The signers in PATCH /api/profiles/: each field optional (absent: unchanged; '' clears it).
 * A signer is all or nothing — the server answers which field is missing (ADR 039).
 */
export const SIGNER_FIELDS = {
  legal_rep_name: optionalText(SIGNER_LIMITS.name, SIGNER_MSG.nameLong),
  legal_rep_identification: optionalText(
    SIGNER_LIMITS.identification,
    SIGNER_MSG.identificationInvalid,
    /^[0-9A-Za-z][0-9A-Za-z.\- ]{2,19}$/,
  ),
  accountant_name: optionalText(SIGNER_LIMITS.name, SIGNER_MSG.nameLong),
  accountant_identification: optionalText(
    SIGNER_LIMITS.identification,
    SIGNER_MSG.identificationInvalid,
    /^[0-9A-Za-z][0-9A-Za-z.\- ]{2,19}$/,
  ),
  accountant_card: optionalText(SIGNER_LIMITS.card, SIGNER_MSG.cardInvalid, /^[0-9A-Za-z-]{1,20}$/),
};

export type Signers = {
  legal_rep_name: string;
  legal_rep_identification: string;
  accountant_name: string;
  accountant_identification: string;
  accountant_card: string;
};

/** The fields a partly filled signer is missing, with their messages (empty: every signer whole or empty). */
export function signerErrors(s: Signers): Partial<Record<keyof Signers, string>> {
  const errors: Partial<Record<keyof Signers, string>> = {};
  const legal = [s.legal_rep_name, s.legal_rep_identification];
  if (legal.some(Boolean)) {
    if (!s.legal_rep_name) errors.legal_rep_name = SIGNER_MSG.legalRepName;
    if (!s.legal_rep_identification) errors.legal_rep_identification = SIGNER_MSG.legalRepIdentification;
  }
  const accountant = [s.accountant_name, s.accountant_identification, s.accountant_card];
  if (accountant.some(Boolean)) {
    if (!s.accountant_name) errors.accountant_name = SIGNER_MSG.accountantName;
    if (!s.accountant_identification) errors.accountant_identification = SIGNER_MSG.accountantIdentification;
    if (!s.accountant_card) errors.accountant_card = SIGNER_MSG.accountantCard;
  }
  return errors;
}

/** The signers a formal statement's header carries (only when at least one is stated). */
export const ZSignatories = z.object({
  legal_rep: z.object({ name: z.string(), identification: z.string() }).nullable(),
  accountant: z.object({ name: z.string(), identification: z.string(), card: z.string() }).nullable(),
});
export type Signatories = z.infer<typeof ZSignatories>;

/** '1020304050' → 'C.C. 1020304050'; anything typed with its own kind ('CE 123456') stays as typed. */
export const identificationText = (v: string): string => (/^[\d.\s-]+$/.test(v) ? `C.C. ${v}` : v);

/** The signature block (every formal statement and the notes). */
export const SIGNATURE_TEXT = {
  legal: 'Representante legal',
  accountant: 'Contador público',
  card: (card: string) => `T.P. ${card}`,
  /** Ley 222 de 1995 art. 37, printed when both signers are stated. */
  certification:
    'Los suscritos representante legal y contador público certificamos que hemos verificado previamente ' +
    'las afirmaciones contenidas en estos estados financieros, conforme al reglamento, y que las mismas se ' +
    'han tomado fielmente de los libros (artículo 37 de la Ley 222 de 1995).',
  certificationTitle: 'Certificación de los estados financieros',
} as const;

/** Both signers stated: the statements carry the certification of Ley 222 de 1995 art. 37. */
export const certifies = (s: Signatories | undefined): boolean => Boolean(s?.legal_rep && s.accountant);

// ---- Liabilities: current and non-current ----

export const DUE_DATE_TEXT = {
  label: 'Fecha de vencimiento',
  hint: 'Opcional. Si vence más de 12 meses después de la fecha de corte, el balance lo muestra como pasivo no corriente.',
  onlyLiabilities: 'Solo los pasivos tienen fecha de vencimiento',
} as const;

// ---- Comparison with a previous cut-off (the balance) ----

export const CUT_OFF_TEXT = {
  label: 'Corte anterior',
  compareWith: 'Comparar con el corte a',
  invalid: 'La fecha de comparación debe ser una fecha válida anterior a la fecha de corte',
  cutOffInvalid: 'La fecha de corte no es válida',
  /** 'Comparado con: corte a 30/09/2026'. */
  compared: (date: string) => `Comparado con: corte a ${date}`,
  /** The old kinds on the balance: 'Mismo periodo del año anterior: corte a 04/12/2025'. */
  comparedKind: (label: string, date: string) => `${label}: corte a ${date}`,
  onlyBalance: 'Solo el balance se compara con un corte anterior',
} as const;

/**
 * The heads of a compared statement's two figure columns: their dates ('31/10/2026', '30/09/2026'),
 * the end of each period (the balance: each cut-off). LEDGER.md §Statements.
 */
export function compareHeads(h: { to_date: string; compare?: { to_date: string } | undefined }): {
  current: string;
  previous: string | null;
} {
  return { current: slashDate(h.to_date), previous: h.compare ? slashDate(h.compare.to_date) : null };
}

// ---- Notes to the financial statements ----

export const NOTES_TEXT = {
  title: 'Notas a los estados financieros',
  button: 'Notas a los estados financieros (PDF)',
  period: (from: string, to: string) => `Por el periodo del ${from} al ${to}`,
  cutOff: (date: string) => `Estado de situación financiera con corte a ${date}`,
  entity: 'Nota 1. Entidad que reporta',
  entityLines: {
    name: 'Nombre o razón social',
    identification: 'Identificación',
    activity: 'Actividad económica',
    address: 'Dirección',
    city: 'Ciudad',
  },
  basis: 'Nota 2. Bases de preparación',
  basisText:
    'Los estados financieros se preparan de acuerdo con el marco técnico normativo de información financiera ' +
    'para las microempresas (NIIF para microempresas), contenido en el Anexo 3 del Decreto Único ' +
    'Reglamentario 2420 de 2015 y sus modificaciones. Están expresados en pesos colombianos, sin decimales, ' +
    'y se elaboran con base en la contabilidad de causación a partir de los registros del libro diario.',
  policies: 'Nota 3. Políticas contables',
  policyTexts: [
    'Efectivo: comprende el dinero en caja y los depósitos en bancos, por su valor nominal.',
    'Cuentas por cobrar: se reconocen por el valor de la venta a crédito, menos los abonos recibidos y el deterioro reconocido.',
    'Inventarios: se miden al costo de adquisición o producción; el costo de la mercancía vendida se determina por el método de primeras en entrar, primeras en salir (PEPS/FIFO).',
    'Propiedad, planta y equipo: se mide al costo menos la depreciación acumulada; la depreciación se calcula por el método de línea recta durante la vida útil del activo.',
    'Pasivos: se reconocen por el valor de la obligación; los que vencen más de 12 meses después de la fecha de corte se presentan como no corrientes.',
    'Ingresos, costos y gastos: se reconocen cuando se realiza la venta o se causa el gasto, independientemente de su pago.',
  ],
  breakdown: (n: number, title: string) => `Nota ${n}. ${title}`,
  balanceBreakdown: 'Detalle del estado de situación financiera',
  resultsBreakdown: 'Detalle del estado de resultados',
  code: 'Código',
  account: 'Cuenta',
  value: 'Valor',
  onlyPdf: 'Las notas a los estados financieros se descargan en PDF',
  fileName: 'Notas a los estados financieros',
  noMovements: 'Sin saldo a la fecha de corte.',
  longTermPart: (value: number, date: string) =>
    `De este saldo, ${formatCOP(value)} vence después del ${date}: se presenta como pasivo no corriente.`,
  total: 'Total',
  noActivity: 'Sin actividad registrada',
} as const;
