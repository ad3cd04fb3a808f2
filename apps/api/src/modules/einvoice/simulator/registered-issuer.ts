import type { Environment, Resolution, Software } from '../types.ts';

/** What DIAN knows of an issuer when a document arrives: its registration and its history. */
export type RegisteredIssuer = {
  nit: string;
  environment: Environment;
  software: Software;
  /** The numbering resolutions granted to the issuer (facturas and documentos POS). */
  resolutions: Resolution[];
  /** cbc:ID of every document already accepted from this issuer. */
  acceptedIds: ReadonlySet<string>;
};
