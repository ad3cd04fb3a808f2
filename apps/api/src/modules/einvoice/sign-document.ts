import { randomUUID } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { assertValidAt, type SigningCertificate } from './certificate.ts';
import {
  qualifyingProperties,
  SHA256,
  SIGNATURE_POLICY,
  type SignaturePolicy,
  type SignerRole,
} from './xades-properties.ts';

// XAdES-EPES enveloped signature of a UBL document (docs/einvoicing.md §Signature), with xml-crypto doing
// the XMLDSig part: inclusive C14N, RSA-SHA256, three references (the whole document with the
// enveloped transform, #KeyInfo, and the SignedProperties) and the X.509 certificate in KeyInfo.
// The signature goes into a second UBLExtension's ExtensionContent.

export const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
export const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
export const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const SIGNED_PROPERTIES_TYPE = 'http://uri.etsi.org/01903#SignedProperties';

const EXTENSIONS_END = '</ext:UBLExtensions>';
const SIGNATURE_CONTENT =
  "/*/*[local-name()='UBLExtensions']/*[local-name()='UBLExtension'][2]/*[local-name()='ExtensionContent']";

export type SignOptions = {
  certificate: SigningCertificate;
  /** The instant of signing: SigningTime, and it must fall within the certificate's validity. */
  signingTime: Date;
  role?: SignerRole;
  /** DIAN's política de firma v2 unless a later policy is named. */
  policy?: SignaturePolicy;
  /** Fixed only by tests that compare outputs; otherwise unique per signature. */
  signatureId?: string;
};

export function signDocument(unsignedXml: string, options: SignOptions): string {
  const { certificate, signingTime } = options;
  assertValidAt(certificate, signingTime);
  if (unsignedXml.split(EXTENSIONS_END).length !== 2 || unsignedXml.includes('<ds:Signature')) {
    throw new Error('El documento debe tener una sola extensión UBL y no estar firmado.');
  }
  // The signature's home: a second UBLExtension, empty while the document is digested.
  const xml = unsignedXml.replace(
    EXTENSIONS_END,
    `<ext:UBLExtension><ext:ExtensionContent></ext:ExtensionContent></ext:UBLExtension>${EXTENSIONS_END}`,
  );

  const signatureId = options.signatureId ?? `xmldsig-${randomUUID()}`;
  const keyInfoId = `${signatureId}-keyinfo`;
  const signedPropertiesId = `${signatureId}-signedprops`;
  const signer = new SignedXml({
    privateKey: certificate.privateKeyPem,
    publicCert: certificate.certificatePem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: C14N,
    keyInfoAttributes: { Id: keyInfoId },
    objects: [
      {
        content: qualifyingProperties({
          signatureId,
          signedPropertiesId,
          certificate,
          signingTime,
          role: options.role ?? 'supplier',
          policy: options.policy ?? SIGNATURE_POLICY,
        }),
      },
    ],
  });
  signer.addReference({
    xpath: '/*',
    isEmptyUri: true,
    id: `${signatureId}-ref0`,
    transforms: [ENVELOPED],
    digestAlgorithm: SHA256,
  });
  // KeyInfo and SignedProperties exist only inside the new signature: xml-crypto resolves these
  // references after placing it, so they are digested where they end up (inclusive C14N takes in
  // the namespaces in scope there).
  signer.addReference({ xpath: `//*[@Id='${keyInfoId}']`, transforms: [C14N], digestAlgorithm: SHA256 });
  signer.addReference({
    xpath: `//*[@Id='${signedPropertiesId}']`,
    transforms: [C14N],
    digestAlgorithm: SHA256,
    type: SIGNED_PROPERTIES_TYPE,
  });
  signer.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: signatureId },
    location: { reference: SIGNATURE_CONTENT, action: 'append' },
  });
  return signer.getSignedXml();
}
