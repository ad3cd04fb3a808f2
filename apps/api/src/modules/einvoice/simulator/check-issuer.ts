import { cude, cufe, type EnvironmentCode, softwareSecurityCode } from '../keys.ts';
import type { Resolution } from '../types.ts';
import { environmentCode } from '../ubl-names.ts';
import type { DocumentValues } from './document-values.ts';
import type { RegisteredIssuer } from './registered-issuer.ts';
import { type RuleViolation, violation } from './rules.ts';

// The checks against what DIAN holds for the issuer: its software and environment, the keys
// recomputed from the document's own values, the numbering resolution, the date and the history.

/** The resolution the document says it was numbered under, if the issuer was granted it. */
export function resolutionOf(values: DocumentValues, issuer: RegisteredIssuer): Resolution | null {
  const control = values.invoiceControl;
  if (!control) return null;
  const resolution = issuer.resolutions.find((r) => r.number === control.authorization);
  if (!resolution) return null;
  const matches =
    resolution.prefix === control.prefix &&
    String(resolution.from) === control.from &&
    String(resolution.to) === control.to &&
    values.id.startsWith(resolution.prefix) &&
    /^\d+$/.test(values.id.slice(resolution.prefix.length));
  return matches ? resolution : null;
}

export function checkIssuer(
  values: DocumentValues,
  issuer: RegisteredIssuer,
  resolution: Resolution | null,
): RuleViolation[] {
  const out: RuleViolation[] = [];
  const { software } = issuer;
  if (values.softwareId !== software.id || values.providerId !== software.providerNit) {
    out.push(violation('software', values.softwareId));
  }
  if (values.environment !== environmentCode(issuer.environment)) out.push(violation('environment'));
  if (values.securityCode !== softwareSecurityCode(software.id, software.pin, values.id)) {
    out.push(violation('securityCode'));
  }
  const taxOf = (scheme: string) => values.taxTotals.find((t) => t.schemeId === scheme)?.amount ?? '0';
  const fields = {
    number: values.id,
    issueDate: values.issueDate,
    issueTime: values.issueTime,
    lineExtension: values.lineExtension,
    iva: taxOf('01'),
    inc: taxOf('04'),
    ica: taxOf('03'),
    payable: values.payable,
    supplierNit: values.supplierNit,
    buyerId: values.buyerId,
    environment: values.environment as EnvironmentCode,
  };
  // A factura's CUFE needs the range's technical key: without a known resolution it cannot be
  // recomputed, and the resolution rule already rejects the document.
  if (values.kind === 'factura') {
    if (resolution && values.uuid !== cufe(fields, resolution.technicalKey))
      out.push(violation('documentKey'));
  } else if (values.uuid !== cude(fields, software.pin)) {
    out.push(violation('documentKey'));
  }
  return out;
}

export function checkNumbering(
  values: DocumentValues,
  issuer: RegisteredIssuer,
  resolution: Resolution | null,
  today: string,
): RuleViolation[] {
  const out: RuleViolation[] = [];
  if (values.kind !== 'nota-credito') {
    if (!resolution) {
      out.push(violation('resolution', values.invoiceControl?.authorization ?? 'sin InvoiceControl'));
    } else {
      const number = Number(values.id.slice(resolution.prefix.length));
      if (number < resolution.from || number > resolution.to)
        out.push(violation('numberOutOfRange', values.id));
      if (values.issueDate < resolution.validFrom || values.issueDate > resolution.validTo) {
        out.push(violation('resolutionExpired', `${resolution.validFrom}–${resolution.validTo}`));
      }
    }
  }
  if (values.issueDate !== today) out.push(violation('issueDate', `${values.issueDate} ≠ ${today}`));
  if (issuer.acceptedIds.has(values.id)) out.push(violation('alreadyProcessed', values.id));
  return out;
}
