import { describe, expect, it } from 'vitest';
import { acceptsDocument, parseDocumentMode } from './wizard-mode.ts';

describe('a document form route', () => {
  it('reads create, edit, abono and abono edit, and nothing else', () => {
    expect(parseDocumentMode('cash')).toEqual({ kind: 'create', doc: 'cash' });
    expect(parseDocumentMode('edit_credit', '7')).toEqual({ kind: 'edit', doc: 'credit', id: 7 });
    expect(parseDocumentMode('payment', '7')).toEqual({ kind: 'payment', id: 7 });
    expect(parseDocumentMode('edit_payment', '7', '9')).toEqual({
      kind: 'edit_payment',
      id: 7,
      paymentId: 9,
    });
    for (const bad of [
      ['cheque'],
      ['cash', '7'],
      ['edit_cheque', '7'],
      ['payment', 'x'],
      ['payment', '7', '9'],
      ['edit_payment', '7'],
    ]) {
      expect(parseDocumentMode(...(bad as [string, string?, string?]))).toBeNull();
    }
  });

  it('serves a saved document only as the kind it is, and abonos only of a live credit', () => {
    const cash = { payment_type: 'CONTADO', payment_method: 'EFECTIVO', deleted: false } as const;
    const credit = { payment_type: 'CREDITO', payment_method: null, deleted: false } as const;
    expect(acceptsDocument({ kind: 'edit', doc: 'cash', id: 1 }, cash)).toBe(true);
    expect(acceptsDocument({ kind: 'edit', doc: 'bank', id: 1 }, cash)).toBe(false);
    expect(acceptsDocument({ kind: 'payment', id: 1 }, credit)).toBe(true);
    expect(acceptsDocument({ kind: 'payment', id: 1 }, cash)).toBe(false);
    expect(acceptsDocument({ kind: 'edit_payment', id: 1, paymentId: 2 }, { ...credit, deleted: true })).toBe(
      false,
    );
  });
});
