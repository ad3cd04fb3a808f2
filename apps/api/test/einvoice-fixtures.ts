import type {
  CreditNoteInput,
  InvoiceInput,
  PosInput,
  Resolution,
  Shop,
  Software,
} from '../src/modules/einvoice/types.ts';

// Override-style builders of the e-invoicing inputs: a responsable de IVA shop in Bogotá in the
// habilitación environment, with DIAN's test-set numbering (prefix SETP, 990000000–995000000).

export const ISSUED_AT = new Date('2026-05-04T15:30:00Z'); // 10:30:00 in Bogotá

export const shop: Shop = {
  nit: '900373076',
  legalName: 'Tienda Doña Rosa S.A.S.',
  tradeName: 'Tienda Doña Rosa',
  personType: 'juridica',
  taxLevelCodes: ['O-13', 'O-15'],
  responsableIva: true,
  address: {
    cityCode: '11001',
    cityName: 'Bogotá, D.C.',
    departmentCode: '11',
    departmentName: 'Bogotá',
    line: 'Calle 12 # 34-56',
  },
  email: 'ventas@donarosa.example',
  phone: '3001234567',
};

export const software: Software = {
  id: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0',
  pin: '12345',
  providerNit: shop.nit,
};

export const invoiceResolution: Resolution = {
  number: '18760000001',
  prefix: 'SETP',
  from: 990000000,
  to: 995000000,
  validFrom: '2026-01-01',
  validTo: '2027-12-31',
  technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
};

export const posResolution: Resolution = {
  ...invoiceResolution,
  number: '18760000002',
  prefix: 'POS',
  from: 1,
  to: 5000,
};

const common = {
  shop,
  environment: 'pruebas' as const,
  software,
  issuedAt: ISSUED_AT,
  pricesIncludeIva: false,
  payment: { form: 'contado' as const, methodCode: '10' },
};

export function buildInvoiceInput(overrides: Partial<InvoiceInput> = {}): InvoiceInput {
  return {
    ...common,
    kind: 'factura',
    resolution: invoiceResolution,
    number: 990000001,
    buyer: {
      idType: '31',
      id: '890903938',
      name: 'Distribuidora El Cliente S.A.',
      personType: 'juridica',
      taxLevelCodes: ['O-13'],
      responsableIva: true,
      address: shop.address,
      email: 'compras@cliente.example',
    },
    lines: [
      { description: 'Arroz Diana 500 g', code: 'ARZ-500', quantity: 2, unitPrice: 10_000, ivaRate: 19 },
      { description: 'Leche entera 1 L', quantity: 1, unitPrice: 10_000, ivaRate: 5 },
      { description: 'Huevos AA x 30', quantity: 3, unitPrice: 15_000, ivaRate: 'excluido' },
      { description: 'Cuaderno', quantity: 1, unitPrice: 4_000, ivaRate: 0 },
    ],
    ...overrides,
  };
}

export function buildPosInput(overrides: Partial<PosInput> = {}): PosInput {
  return {
    ...common,
    kind: 'pos',
    resolution: posResolution,
    number: 17,
    buyer: null,
    pricesIncludeIva: true,
    lines: [
      { description: 'Gaseosa 400 ml', quantity: 2, unitPrice: 3_000, ivaRate: 19 },
      { description: 'Pan tajado', quantity: 1, unitPrice: 7_350, ivaRate: 5 },
    ],
    ...overrides,
  };
}

export function buildCreditNoteInput(overrides: Partial<CreditNoteInput> = {}): CreditNoteInput {
  const invoice = buildInvoiceInput();
  return {
    ...common,
    kind: 'nota-credito',
    prefix: 'NC',
    number: 1,
    buyer: invoice.buyer,
    concept: 1,
    reason: 'Devolución de una unidad de arroz',
    invoice: {
      id: 'SETP990000001',
      cufe: 'a'.repeat(96),
      issueDate: '2026-05-04',
    },
    lines: [
      { description: 'Arroz Diana 500 g', code: 'ARZ-500', quantity: 1, unitPrice: 10_000, ivaRate: 19 },
    ],
    ...overrides,
  };
}
