import { bogotaDateTimeStamp } from './bogota-time.ts';
import type { SigningCertificate } from './certificate.ts';
import { NS } from './ubl-names.ts';

// XAdES-EPES qualifying properties of DIAN's política de firma v2 (docs/einvoicing.md §Signature): the
// signing time, the signing certificate (digest of its DER, issuer and serial), the policy with
// its published SHA-256 hash, and the role of whoever signs. Written as a string because
// xml-crypto places ds:Object content as given; every value is escaped.

export type SignaturePolicy = { url: string; description: string; sha256: string };

export const SIGNATURE_POLICY: SignaturePolicy = {
  url: 'https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf',
  description: 'Política de firma para facturas electrónicas de la República de Colombia.',
  sha256: 'dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=',
};

export const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** 'supplier' when the shop signs its own documents; 'third party' when a provider signs for it. */
export type SignerRole = 'supplier' | 'third party';

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function qualifyingProperties(options: {
  signatureId: string;
  signedPropertiesId: string;
  certificate: SigningCertificate;
  signingTime: Date;
  role: SignerRole;
  policy: SignaturePolicy;
}): string {
  const { certificate, policy } = options;
  const digest = (value: string) =>
    `<ds:DigestMethod Algorithm="${SHA256}"/><ds:DigestValue>${value}</ds:DigestValue>`;
  return [
    `<xades:QualifyingProperties xmlns:xades="${NS.xades}" Target="#${escapeXml(options.signatureId)}">`,
    `<xades:SignedProperties Id="${escapeXml(options.signedPropertiesId)}">`,
    '<xades:SignedSignatureProperties>',
    `<xades:SigningTime>${bogotaDateTimeStamp(options.signingTime)}</xades:SigningTime>`,
    '<xades:SigningCertificate><xades:Cert>',
    `<xades:CertDigest>${digest(certificate.sha256Digest)}</xades:CertDigest>`,
    '<xades:IssuerSerial>',
    `<ds:X509IssuerName>${escapeXml(certificate.issuerName)}</ds:X509IssuerName>`,
    `<ds:X509SerialNumber>${certificate.serialNumber}</ds:X509SerialNumber>`,
    '</xades:IssuerSerial>',
    '</xades:Cert></xades:SigningCertificate>',
    '<xades:SignaturePolicyIdentifier><xades:SignaturePolicyId>',
    '<xades:SigPolicyId>',
    `<xades:Identifier>${escapeXml(policy.url)}</xades:Identifier>`,
    `<xades:Description>${escapeXml(policy.description)}</xades:Description>`,
    '</xades:SigPolicyId>',
    `<xades:SigPolicyHash>${digest(policy.sha256)}</xades:SigPolicyHash>`,
    '</xades:SignaturePolicyId></xades:SignaturePolicyIdentifier>',
    `<xades:SignerRole><xades:ClaimedRoles><xades:ClaimedRole>${options.role}</xades:ClaimedRole></xades:ClaimedRoles></xades:SignerRole>`,
    '</xades:SignedSignatureProperties>',
    '</xades:SignedProperties>',
    '</xades:QualifyingProperties>',
  ].join('');
}
