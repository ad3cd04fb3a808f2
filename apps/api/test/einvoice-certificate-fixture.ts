import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

// A throw-away self-signed certificate and its .p12, made in the test (no private key is ever
// committed). Like the certificates of Colombian CAs it has a long serial number (20 bytes, ~48
// decimal digits, beyond the integer range of older libxml2) and UTF-8 names.

export type TestP12 = { p12: Buffer; password: string; certificatePem: string };

export function makeTestP12(
  options: { password?: string; notBefore?: Date; notAfter?: Date; commonName?: string } = {},
): TestP12 {
  const password = options.password ?? 'clave-de-prueba';
  // Node generates the RSA key natively (fast); node-forge builds the certificate and the PKCS#12.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(
    (key as forge.pki.rsa.PrivateKey).n,
    (key as forge.pki.rsa.PrivateKey).e,
  );
  const serial = randomBytes(20);
  serial[0] = ((serial[0] as number) & 0x7f) | 0x40; // positive and full length
  cert.serialNumber = serial.toString('hex');
  cert.validity.notBefore = options.notBefore ?? new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = options.notAfter ?? new Date('2028-01-01T00:00:00Z');
  const utf8 = forge.asn1.Type.UTF8;
  const names = [
    { shortName: 'C', value: 'CO' },
    { shortName: 'O', value: 'Tienda Doña Rosa, S.A.S.', valueTagClass: utf8 },
    { shortName: 'CN', value: options.commonName ?? 'Tienda Doña Rosa prueba', valueTagClass: utf8 },
  ] as forge.pki.CertificateField[];
  cert.setSubject(names);
  cert.setIssuer(names);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyCertSign: true },
  ]);
  cert.sign(key as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: 'aes256' });
  return {
    p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
    password,
    certificatePem: forge.pki.certificateToPem(cert),
  };
}
