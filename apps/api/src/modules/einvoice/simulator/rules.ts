// The rejection rules the offline simulator applies, each once with its code and Spanish message.
// Codes follow the families of DIAN's Anexo Técnico (ZB schema, ZE signature, FAB numbering and
// software, FAD header, FAS taxes, FAU totals, FAV lines, 90 already processed); each code's exact
// match with the annex is unconfirmed, so they are "DIAN-like", and the one list keeps the tests,
// the simulator and any future screen of Spanish errors in agreement.
export const RULES = {
  zipOneXml: { code: 'ZIP01', message: 'El archivo ZIP debe contener exactamente un documento XML.' },
  schema: { code: 'ZB01', message: 'Fallo en el esquema XML del archivo.' },
  signature: { code: 'ZE02', message: 'Valor de la firma inválido.' },
  signaturePolicy: { code: 'ZE04', message: 'La firma no cumple la política de firma de la DIAN.' },
  software: { code: 'FAB24b', message: 'El software no corresponde al habilitado para el facturador.' },
  securityCode: { code: 'FAB27b', message: 'El SoftwareSecurityCode no está calculado correctamente.' },
  resolution: {
    code: 'FAB05b',
    message: 'El documento no corresponde a una resolución de numeración vigente.',
  },
  numberOutOfRange: { code: 'FAB07b', message: 'El número del documento está fuera del rango autorizado.' },
  resolutionExpired: {
    code: 'FAB08b',
    message: 'La fecha de emisión está fuera de la vigencia de la resolución.',
  },
  environment: { code: 'FAD04', message: 'El ambiente del documento no corresponde al del facturador.' },
  documentKey: { code: 'FAD06', message: 'El valor del CUFE/CUDE no está calculado correctamente.' },
  issueDate: { code: 'FAD09e', message: 'La fecha de emisión debe ser la fecha actual en Bogotá.' },
  taxTotal: { code: 'FAS01', message: 'El total de un impuesto no es la suma de sus subtotales.' },
  taxSubtotal: {
    code: 'FAS05',
    message: 'Un subtotal de impuesto no es la suma de las líneas con esa tarifa.',
  },
  taxRate: { code: 'FAS07', message: 'El valor de un impuesto no corresponde a la base por la tarifa.' },
  lineExtension: { code: 'FAU02', message: 'El valor bruto no es la suma de los valores de las líneas.' },
  taxExclusive: { code: 'FAU04', message: 'La base imponible no es la suma de las bases gravadas.' },
  taxInclusive: { code: 'FAU06', message: 'El valor con impuestos no es el valor bruto más los impuestos.' },
  payable: { code: 'FAU14', message: 'El valor a pagar no corresponde al valor con impuestos.' },
  lineAmount: { code: 'FAV05', message: 'El valor de una línea no es la cantidad por el precio.' },
  alreadyProcessed: { code: '90', message: 'Documento procesado anteriormente.' },
} as const;

export type RuleName = keyof typeof RULES;

export type RuleViolation = { code: string; message: string; detail?: string };

export function violation(rule: RuleName, detail?: string): RuleViolation {
  return detail === undefined ? { ...RULES[rule] } : { ...RULES[rule], detail };
}
