import { createHash } from 'node:crypto';
import forge from 'node-forge';

// The shop's signing certificate arrives as a PKCS#12 (.p12/.pfx) file and its password, as the
// Colombian certification authorities issue it. node-forge reads PKCS#12 (Node's crypto cannot);
// the key leaves here as PEM for the signer and is never written anywhere.

export type SigningCertificate = {
  privateKeyPem: string;
  certificatePem: string;
  /** base64 DER, as in ds:X509Certificate. */
  certificateBase64: string;
  /** base64 SHA-256 of the DER certificate: XAdES CertDigest. */
  sha256Digest: string;
  /** RFC 4514 issuer name, most specific RDN first (ds:X509IssuerName). */
  issuerName: string;
  /** Serial number in decimal (ds:X509SerialNumber is an xsd:integer). */
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  subjectName: string;
};

export class CertificateError extends Error {
  constructor(
    readonly code: 'unreadable' | 'wrong-password' | 'no-key' | 'not-rsa' | 'expired' | 'not-yet-valid',
    message: string,
  ) {
    super(message);
    this.name = 'CertificateError';
  }
}

export function readP12(p12: Uint8Array, password: string): SigningCertificate {
  let container: forge.pkcs12.Pkcs12Pfx;
  try {
    container = openPfx(p12, password);
  } catch (error) {
    const wrongPassword = /Invalid password|MAC could not be verified/i.test(String(error));
    throw wrongPassword
      ? new CertificateError('wrong-password', 'La contraseña del certificado no es correcta.')
      : new CertificateError('unreadable', 'El archivo no es un certificado .p12 válido.');
  }
  const keyBags = [...bagsOf(container, BAG.shroudedKey), ...bagsOf(container, BAG.key)];
  const key = keyBags[0]?.key;
  if (!key) throw new CertificateError('no-key', 'El certificado no trae la llave privada.');
  if (!('n' in key)) throw new CertificateError('not-rsa', 'La llave del certificado no es RSA.');
  const privateKey = key as forge.pki.rsa.PrivateKey;

  // A CA's .p12 usually carries its chain too: the signing certificate is the one of this key.
  const certificates = bagsOf(container, BAG.certificate)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  const certificate = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(privateKey.n) && publicKey.e?.equals(privateKey.e);
  });
  if (!certificate) throw new CertificateError('no-key', 'El archivo no trae el certificado de la llave.');

  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
  return {
    privateKeyPem: forge.pki.privateKeyToPem(privateKey),
    certificatePem: forge.pki.certificateToPem(certificate),
    certificateBase64: der.toString('base64'),
    sha256Digest: createHash('sha256').update(der).digest('base64'),
    issuerName: distinguishedName(certificate.issuer.attributes),
    serialNumber: BigInt(`0x${certificate.serialNumber}`).toString(10),
    notBefore: certificate.validity.notBefore,
    notAfter: certificate.validity.notAfter,
    subjectName: distinguishedName(certificate.subject.attributes),
  };
}

/**
 * Opens the PKCS#12 container. The MAC's key is derived from the password as UTF-16 (RFC 7292),
 * which node-forge does; but OpenSSL 3 encrypts the bags with PBES2, whose PBKDF2 it feeds the
 * password's UTF-8 bytes, while node-forge feeds it the string's code units. An ASCII password
 * is the same either way. With accents or ñ the MAC verifies and the bags do not decrypt: the
 * password is then proven right by the MAC, and the bags are opened again with its UTF-8 bytes,
 * without the MAC already checked.
 */
function openPfx(p12: Uint8Array, password: string): forge.pkcs12.Pkcs12Pfx {
  const parse = () => forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString('binary')));
  try {
    return forge.pkcs12.pkcs12FromAsn1(parse(), password);
  } catch (error) {
    const decryptFailed = /decrypt/i.test(String(error));
    if (!decryptFailed || /^[\x20-\x7e]*$/.test(password)) throw error;
    const pfx = parse();
    (pfx.value as forge.asn1.Asn1[]).splice(2); // PFX = SEQUENCE { version, authSafe, macData }
    return forge.pkcs12.pkcs12FromAsn1(pfx, forge.util.encodeUtf8(password));
  }
}

/** PKCS#12 bag types (RFC 7292 §4.2). */
const BAG = {
  key: '1.2.840.113549.1.12.10.1.1',
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  certificate: '1.2.840.113549.1.12.10.1.3',
} as const;

function bagsOf(container: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] {
  return container.getBags({ bagType })[bagType] ?? [];
}

/** Refuses to sign with a certificate outside its validity: DIAN rejects such signatures. */
export function assertValidAt(certificate: SigningCertificate, instant: Date): void {
  if (instant < certificate.notBefore) {
    throw new CertificateError('not-yet-valid', 'El certificado aún no está vigente.');
  }
  if (instant > certificate.notAfter) throw new CertificateError('expired', 'El certificado está vencido.');
}

/** RFC 4514: RDNs in reverse order of the ASN.1 sequence, special characters escaped. */
function distinguishedName(attributes: forge.pki.CertificateField[]): string {
  return [...attributes]
    .reverse()
    .map(
      (attribute) => `${attribute.shortName ?? attribute.type}=${escapeRdnValue(attributeText(attribute))}`,
    )
    .join(',');
}

/** node-forge hands UTF8String values over as their raw bytes: decode them (Doña, not DoÃ±a). */
function attributeText(attribute: forge.pki.CertificateField): string {
  const value = String(attribute.value);
  return (attribute.valueTagClass as number | undefined) === forge.asn1.Type.UTF8
    ? forge.util.decodeUtf8(value)
    : value;
}

function escapeRdnValue(value: string): string {
  return value
    .replace(/[\\,+"<>;=]/g, (c) => `\\${c}`)
    .replace(/^[ #]/, (c) => `\\${c}`)
    .replace(/ $/, '\\ ');
}
