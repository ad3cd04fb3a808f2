import { validateXsd } from '../validate-xsd.ts';
import { checkArithmetic } from './check-arithmetic.ts';
import { checkIssuer, checkNumbering, resolutionOf } from './check-issuer.ts';
import { checkSignature } from './check-signature.ts';
import { readDocumentValues } from './document-values.ts';
import { readSingleXml } from './read-zip.ts';
import type { RegisteredIssuer } from './registered-issuer.ts';
import { type RuleViolation, violation } from './rules.ts';

// The validation core of the offline DIAN simulator: given the ZIP a SendBillSync carries and
// what DIAN holds for the issuer, the answer DIAN would give. No I/O besides the computation (the
// caller passes "today" from its clock and the issuer's history), so every rule is testable alone.
// A ZIP or schema failure stops there, as DIAN does; the other rules are all reported together.

export type SimulatorAnswer = {
  isValid: boolean;
  /** '00' procesado correctamente, '99' validaciones con errores. */
  statusCode: '00' | '99';
  violations: RuleViolation[];
  /** cbc:ID and UUID (CUFE/CUDE) of the document, once it could be read. */
  documentId: string | null;
  documentKey: string | null;
};

export type Submission = {
  zip: Uint8Array;
  issuer: RegisteredIssuer;
  /** 'YYYY-MM-DD' in Bogotá, from the caller's clock. */
  today: string;
};

function answer(
  violations: RuleViolation[],
  id: string | null = null,
  key: string | null = null,
): SimulatorAnswer {
  const isValid = violations.length === 0;
  return { isValid, statusCode: isValid ? '00' : '99', violations, documentId: id, documentKey: key };
}

export async function validateSubmission({ zip, issuer, today }: Submission): Promise<SimulatorAnswer> {
  const xml = await readSingleXml(zip);
  if (xml === null) return answer([violation('zipOneXml')]);
  const schema = await validateXsd(xml);
  if (!schema.valid) return answer([violation('schema', schema.errors.slice(0, 5).join('\n'))]);

  const values = readDocumentValues(xml);
  const resolution = resolutionOf(values, issuer);
  return answer(
    [
      ...checkSignature(xml),
      ...checkIssuer(values, issuer, resolution),
      ...checkNumbering(values, issuer, resolution, today),
      ...checkArithmetic(values),
    ],
    values.id,
    values.uuid,
  );
}
