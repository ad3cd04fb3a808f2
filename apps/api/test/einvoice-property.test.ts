import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../src/modules/einvoice/build-document.ts';
import { checkArithmetic } from '../src/modules/einvoice/simulator/check-arithmetic.ts';
import { checkIssuer, checkNumbering, resolutionOf } from '../src/modules/einvoice/simulator/check-issuer.ts';
import { readDocumentValues } from '../src/modules/einvoice/simulator/document-values.ts';
import type { RegisteredIssuer } from '../src/modules/einvoice/simulator/registered-issuer.ts';
import type { IvaRate, LineInput } from '../src/modules/einvoice/types.ts';
import {
  buildCreditNoteInput,
  buildInvoiceInput,
  buildPosInput,
  invoiceResolution,
  posResolution,
  shop,
  software,
} from './einvoice-fixtures.ts';

// The builder and the simulator must agree on every document the app can produce: whatever the
// lines, rates, price mode and regime, the simulator's arithmetic, keys and numbering checks
// find nothing to reject (schema and signature are covered by the other files; they are slow).

const issuer: RegisteredIssuer = {
  nit: shop.nit,
  environment: 'pruebas',
  software,
  resolutions: [invoiceResolution, posResolution],
  acceptedIds: new Set(),
};

const line: fc.Arbitrary<LineInput> = fc.record({
  description: fc.constantFrom('Arroz', 'Leche', 'Cuaderno', 'Gaseosa'),
  quantity: fc.integer({ min: 1, max: 60 }),
  unitPrice: fc.integer({ min: 1, max: 3_000_000 }),
  ivaRate: fc.constantFrom<IvaRate>(19, 5, 0, 'excluido'),
});

// A POS sale stays under 5 UVT before taxes: 8 lines × 3 × $10.000 at most.
const posLine = line.map((l) => ({
  ...l,
  quantity: 1 + (l.quantity % 3),
  unitPrice: 1 + (l.unitPrice % 10_000),
}));

const documentShape = fc
  .oneof(
    fc.record({
      kind: fc.constantFrom('factura' as const, 'nota-credito' as const),
      lines: fc.array(line, { minLength: 1, maxLength: 8 }),
    }),
    fc.record({
      kind: fc.constant('pos' as const),
      lines: fc.array(posLine, { minLength: 1, maxLength: 8 }),
    }),
  )
  .chain((shape) =>
    fc
      .record({ pricesIncludeIva: fc.boolean(), responsableIva: fc.boolean() })
      .map((flags) => ({ ...shape, ...flags })),
  );

describe('every built document passes the simulator (property)', () => {
  it('lines split into whole pesos that add up; totals, CUFE/CUDE and security code recompute', () => {
    fc.assert(
      fc.property(documentShape, ({ kind, lines, pricesIncludeIva, responsableIva }) => {
        const common = { lines, pricesIncludeIva, shop: { ...shop, responsableIva } };
        const input =
          kind === 'factura'
            ? buildInvoiceInput(common)
            : kind === 'pos'
              ? buildPosInput(common)
              : buildCreditNoteInput(common);
        const built = buildDocument(input);
        for (const computed of built.lines) {
          const gross = computed.quantity * computed.unitPrice;
          if (pricesIncludeIva) expect(computed.base + computed.iva).toBe(gross);
          else expect(computed.base).toBe(gross);
          expect(Number.isInteger(computed.iva)).toBe(true);
        }
        const values = readDocumentValues(built.xml);
        const resolution = resolutionOf(values, issuer);
        expect(values.uuid).toBe(built.key);
        expect([
          ...checkArithmetic(values),
          ...checkIssuer(values, issuer, resolution),
          ...checkNumbering(values, issuer, resolution, built.issueDate),
        ]).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
