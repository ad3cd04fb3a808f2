import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stepAlert, stepByPath } from './step-alert.ts';

const schema = z.object({
  details: z.array(z.number()).min(1, 'sin líneas'),
  client: z.object({ name: z.string().min(1, 'sin nombre') }),
  value: z.number({ error: 'sin valor' }),
  method: z.string().min(1, 'sin método'),
});
const stepOf = stepByPath({ details: 0, client: 1 }, 2);
const empty = schema.safeParse({ details: [], client: { name: '' }, method: '' });

describe('a wizard step alert from the shared schema', () => {
  it("gives the first issue of the asked step's fields only", () => {
    expect(stepAlert(empty, stepOf, 0)).toBe('sin líneas');
    expect(stepAlert(empty, stepOf, 1)).toBe('sin nombre');
    expect(stepAlert(empty, stepOf, 2)).toBe('sin valor');
  });

  it('on a one-step form follows the order the fields are shown', () => {
    expect(stepAlert(empty, stepOf, null)).toBe('sin líneas');
    expect(stepAlert(empty, stepOf, null, ['method', 'value'])).toBe('sin método');
  });

  it('is null when the payload parses', () => {
    const ok = schema.safeParse({ details: [1], client: { name: 'Ana' }, value: 1, method: 'EFECTIVO' });
    expect(stepAlert(ok, stepOf, 2)).toBeNull();
  });
});
