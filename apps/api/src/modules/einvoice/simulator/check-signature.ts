import { createHash } from 'node:crypto';
import { DOMParser, type Document, type Element, XMLSerializer } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { SIGNED_PROPERTIES_TYPE } from '../sign-document.ts';
import { NS } from '../ubl-names.ts';
import { SIGNATURE_POLICY } from '../xades-properties.ts';
import { type RuleViolation, violation } from './rules.ts';

// What DIAN checks of the XAdES signature: one signature, over the whole document, whose
// reference digests and signature value verify with the certificate it carries (xml-crypto), and
// whose signed properties name DIAN's policy with its hash and that very certificate.

function all(root: Element | Document, ns: string, name: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(ns, name));
}

function verifies(xml: string, signature: Element): string | null {
  const verifier = new SignedXml({ getCertFromKeyInfo: SignedXml.getCertFromKeyInfo });
  try {
    verifier.loadSignature(new XMLSerializer().serializeToString(signature));
    return verifier.checkSignature(xml) ? null : 'una referencia de la firma no coincide con su digest';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function checkSignature(xml: string): RuleViolation[] {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const signatures = all(doc, NS.ds, 'Signature');
  if (signatures.length !== 1) return [violation('signature', 'el documento debe tener una firma')];
  const signature = signatures[0] as Element;
  const references = all(signature, NS.ds, 'Reference');
  if (!references.some((reference) => reference.getAttribute('URI') === '')) {
    return [violation('signature', 'la firma no cubre el documento completo')];
  }
  const failure = verifies(xml, signature);
  if (failure) return [violation('signature', failure)];

  const out: RuleViolation[] = [];
  const signedProperties = all(signature, NS.xades, 'SignedProperties')[0];
  const propertiesId = signedProperties?.getAttribute('Id');
  const signsProperties = references.some(
    (r) => r.getAttribute('Type') === SIGNED_PROPERTIES_TYPE && r.getAttribute('URI') === `#${propertiesId}`,
  );
  if (!signedProperties || !signsProperties) {
    return [violation('signaturePolicy', 'faltan las propiedades firmadas (XAdES)')];
  }
  const text = (parent: Element, ns: string, name: string) => all(parent, ns, name)[0]?.textContent?.trim();
  const policyId = all(signedProperties, NS.xades, 'SigPolicyId')[0];
  const policyHash = all(signedProperties, NS.xades, 'SigPolicyHash')[0];
  if (
    !policyId ||
    !policyHash ||
    text(policyId, NS.xades, 'Identifier') !== SIGNATURE_POLICY.url ||
    text(policyHash, NS.ds, 'DigestValue') !== SIGNATURE_POLICY.sha256
  ) {
    out.push(violation('signaturePolicy', 'la política de firma no es la de la DIAN'));
  }
  const certificate = text(signature, NS.ds, 'X509Certificate')?.replace(/\s+/g, '') ?? '';
  const certDigest = all(signedProperties, NS.xades, 'CertDigest')[0];
  const expected = createHash('sha256').update(Buffer.from(certificate, 'base64')).digest('base64');
  if (!certDigest || text(certDigest, NS.ds, 'DigestValue') !== expected) {
    out.push(violation('signaturePolicy', 'el certificado firmante no es el de KeyInfo'));
  }
  return out;
}
