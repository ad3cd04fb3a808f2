import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDocument } from '../src/modules/einvoice/build-document.ts';
import { CertificateError, readP12 } from '../src/modules/einvoice/certificate.ts';
import { signDocument } from '../src/modules/einvoice/sign-document.ts';
import { validateXsd } from '../src/modules/einvoice/validate-xsd.ts';
import { makeTestP12 } from './einvoice-certificate-fixture.ts';
import { buildCreditNoteInput, buildInvoiceInput, buildPosInput, ISSUED_AT } from './einvoice-fixtures.ts';

// The signature is checked by an independent implementation, Debian's xmlsec1 (libxmlsec1 over
// OpenSSL). CI installs it; on a machine with only Node the xmlsec1 checks skip, unless CI is set,
// where a missing xmlsec1 fails loudly instead of passing silently.
const hasXmlsec = spawnSync('xmlsec1', ['--version']).status === 0;
const inCi = ['1', 'true'].includes(String(process.env.CI).toLowerCase());
const withXmlsec = hasXmlsec || inCi ? it : it.skip;

const dir = mkdtempSync(join(tmpdir(), 'einvoice-signature-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const testP12 = makeTestP12();
const certificate = readP12(testP12.p12, testP12.password);
const certificatePath = join(dir, 'certificate.pem');
writeFileSync(certificatePath, testP12.certificatePem);

function xmlsecVerify(xml: string): { ok: boolean; output: string } {
  if (!hasXmlsec)
    throw new Error('xmlsec1 is not installed (apt-get install xmlsec1): CI must verify signatures');
  const path = join(dir, `document-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(path, xml);
  const run = spawnSync(
    'xmlsec1',
    [
      '--verify',
      '--trusted-pem',
      certificatePath,
      // The certificate is judged at the signing time, as DIAN does, not by this machine's clock.
      '--verification-time',
      '2026-05-04 10:30:00',
      '--id-attr:Id',
      'http://uri.etsi.org/01903/v1.3.2#:SignedProperties',
      '--id-attr:Id',
      'http://www.w3.org/2000/09/xmldsig#:KeyInfo',
      path,
    ],
    { encoding: 'utf8' },
  );
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

function sign(xml: string): string {
  return signDocument(xml, { certificate, signingTime: ISSUED_AT });
}

describe('the shop certificate (.p12)', () => {
  it('reads key, certificate, digest, issuer and a 48-digit serial from a PKCS#12', () => {
    expect(certificate.privateKeyPem).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(certificate.issuerName).toBe('CN=Tienda Doña Rosa prueba,O=Tienda Doña Rosa\\, S.A.S.,C=CO');
    expect(certificate.serialNumber).toMatch(/^\d{46,49}$/);
    expect(Buffer.from(certificate.sha256Digest, 'base64')).toHaveLength(32);
  });

  it('refuses a wrong password and a file that is not a .p12, with Spanish messages', () => {
    const wrong = (() => {
      try {
        readP12(testP12.p12, 'otra');
      } catch (error) {
        return error;
      }
    })();
    expect(wrong).toBeInstanceOf(CertificateError);
    expect((wrong as CertificateError).code).toBe('wrong-password');
    expect((wrong as CertificateError).message).toBe('La contraseña del certificado no es correcta.');
    expect(() => readP12(Buffer.from('not a p12'), 'x')).toThrow(
      'El archivo no es un certificado .p12 válido.',
    );
  });

  // Colombian CAs' files and OpenSSL 3's defaults (PBES2 AES-256-CBC, PBKDF2 with HMAC-SHA256,
  // MAC SHA-256) are not what node-forge writes: read one made by the openssl command too.
  const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
  (hasOpenssl ? it : it.skip)(
    'reads a .p12 written by OpenSSL with its defaults, also under a password with ñ, and signs with it',
    () => {
      const run = (args: string[]) => expect(spawnSync('openssl', args, { encoding: 'utf8' }).status).toBe(0);
      const [key, pem, p12] = ['o.key', 'o.pem', 'o.p12'].map((name) => join(dir, name)) as [
        string,
        string,
        string,
      ];
      run(
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', pem, '-days', '400'].concat(
          ['-utf8', '-subj', '/C=CO/O=Ferretería Ñandú/CN=prueba'],
        ),
      );
      run(['pkcs12', '-export', '-inkey', key, '-in', pem, '-out', p12, '-passout', 'pass:clave-segura']);
      const fromOpenssl = readP12(readFileSync(p12), 'clave-segura');
      const xml = signDocument(buildDocument(buildInvoiceInput()).xml, {
        certificate: fromOpenssl,
        signingTime: new Date(),
      });
      expect(fromOpenssl.issuerName).toBe('CN=prueba,O=Ferretería Ñandú,C=CO');
      expect(xml).toContain(fromOpenssl.certificateBase64);

      // A password with ñ and accents: OpenSSL's PBES2 takes its UTF-8 bytes (see openPfx).
      const accented = join(dir, 'accented.p12');
      run([
        'pkcs12',
        '-export',
        '-inkey',
        key,
        '-in',
        pem,
        '-out',
        accented,
        '-passout',
        'pass:contraseña-ñandú',
      ]);
      expect(readP12(readFileSync(accented), 'contraseña-ñandú').certificateBase64).toBe(
        fromOpenssl.certificateBase64,
      );
      expect(() => readP12(readFileSync(accented), 'contrasena-nandu')).toThrow(
        'La contraseña del certificado no es correcta.',
      );
    },
  );

  it('refuses to sign with an expired certificate or before it is valid', () => {
    const xml = buildDocument(buildInvoiceInput()).xml;
    expect(() => signDocument(xml, { certificate, signingTime: new Date('2028-01-02T00:00:00Z') })).toThrow(
      'El certificado está vencido.',
    );
    expect(() => signDocument(xml, { certificate, signingTime: new Date('2025-12-31T00:00:00Z') })).toThrow(
      'El certificado aún no está vigente.',
    );
  });
});

describe('XAdES-EPES signature (política de firma v2)', () => {
  const signed = sign(buildDocument(buildInvoiceInput()).xml);
  const doc = new DOMParser().parseFromString(signed, 'text/xml');
  const all = (name: string) => Array.from(doc.getElementsByTagNameNS('*', name));

  it('sits in the second UBLExtension with the DIAN algorithms, references and properties', () => {
    const extensions = all('UBLExtension');
    expect(extensions).toHaveLength(2);
    expect(
      extensions[1]?.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature'),
    ).toHaveLength(1);
    expect(all('CanonicalizationMethod')[0]?.getAttribute('Algorithm')).toBe(
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    );
    expect(all('SignatureMethod')[0]?.getAttribute('Algorithm')).toBe(
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    );
    const references = all('Reference');
    expect(references.map((r) => r.getAttribute('URI'))).toEqual([
      '',
      `#${all('KeyInfo')[0]?.getAttribute('Id')}`,
      `#${all('SignedProperties')[0]?.getAttribute('Id')}`,
    ]);
    expect(references[0]?.getElementsByTagNameNS('*', 'Transform')[0]?.getAttribute('Algorithm')).toBe(
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
    );
    expect(references[2]?.getAttribute('Type')).toBe('http://uri.etsi.org/01903#SignedProperties');
    expect(all('X509Certificate')[0]?.textContent).toBe(certificate.certificateBase64);
    expect(all('SigningTime')[0]?.textContent).toBe('2026-05-04T10:30:00-05:00');
    expect(all('CertDigest')[0]?.getElementsByTagNameNS('*', 'DigestValue')[0]?.textContent).toBe(
      certificate.sha256Digest,
    );
    expect(all('X509SerialNumber')[0]?.textContent).toBe(certificate.serialNumber);
    expect(all('Identifier')[0]?.textContent).toBe(
      'https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf',
    );
    expect(all('SigPolicyHash')[0]?.getElementsByTagNameNS('*', 'DigestValue')[0]?.textContent).toBe(
      'dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=',
    );
    expect(all('ClaimedRole')[0]?.textContent).toBe('supplier');
  });

  it('the signed factura still validates against the schemas', async () => {
    expect((await validateXsd(signed)).errors).toEqual([]);
  });

  it('the schemas check the signature and its XAdES properties too (a misplaced element fails)', async () => {
    const inSignature = signed.replace('<ds:SignatureValue', '<ds:KeyName>x</ds:KeyName><ds:SignatureValue');
    expect((await validateXsd(inSignature)).errors.join('\n')).toMatch(/KeyName/);
    const inXades = signed.replace(
      /(<xades:SigningTime>[^<]*<\/xades:SigningTime>)(<xades:SigningCertificate>.*<\/xades:SigningCertificate>)/,
      '$2$1',
    );
    expect((await validateXsd(inXades)).errors.join('\n')).toMatch(
      /01903\/v1\.3\.2#}Signing(Time|Certificate)/,
    );
  });

  withXmlsec('verifies with xmlsec1, and fails after changing one amount', () => {
    const verified = xmlsecVerify(signed);
    expect(verified.output).toMatch(/OK/);
    expect(verified.ok).toBe(true);
    const tampered = signed.replace(
      '<cbc:PayableAmount currencyID="COP">83300.00</cbc:PayableAmount>',
      '<cbc:PayableAmount currencyID="COP">83301.00</cbc:PayableAmount>',
    );
    expect(tampered).not.toBe(signed);
    const rejected = xmlsecVerify(tampered);
    expect(rejected.ok).toBe(false);
    expect(rejected.output).toMatch(/FAIL/);
  });

  withXmlsec('fails with xmlsec1 when a signed property (the role) is changed', () => {
    expect(xmlsecVerify(signed.replace('>supplier<', '>third party<')).ok).toBe(false);
  });

  withXmlsec('signed nota crédito and documento POS verify with xmlsec1 and validate', async () => {
    for (const input of [buildCreditNoteInput(), buildPosInput()]) {
      const xml = sign(buildDocument(input).xml);
      expect(xmlsecVerify(xml).ok).toBe(true);
      expect((await validateXsd(xml)).errors).toEqual([]);
    }
  });

  it('refuses to sign twice', () => {
    expect(() => sign(signed)).toThrow(/no estar firmado/);
  });
});
