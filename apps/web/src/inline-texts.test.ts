import { describe, expect, it } from 'vitest';
import { inlineTexts, isTextHome } from '../scripts/inline-texts.ts';

/**
 * Issue 9 item 2: a screen's words live in its feature's messages.ts (or in @cc/shared when the
 * API says them too), never inline. Every web source is checked (ADR 026).
 */
/** Inline texts that must stay, as 'file: text' (none today). */
const ALLOWED = new Set<string>([]);

const sources = import.meta.glob<string>(['./**/*.ts', './**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('inline Spanish texts', () => {
  it('finds JSX text, labels and messages, and skips code', () => {
    const found = inlineTexts(
      'x.tsx',
      `import { a } from 'b';
       const k = { label: 'Guardar cambios', key: 'save' };
       if (kind === 'CREDITO') notify('Operación exitosa');
       export const X = () => <Button data-testid="save-button" aria-label="Cerrar">Hola mundo</Button>;`,
    ).map((t) => t.text);
    expect(found).toEqual(['Guardar cambios', 'Operación exitosa', 'Cerrar', 'Hola mundo']);
  });

  it('are not written in the screens outside the text files', () => {
    const files = Object.keys(sources).filter((f) => !isTextHome(f));
    expect(files.length).toBeGreaterThan(100);
    const inline = files
      .flatMap((f) => inlineTexts(f, sources[f] ?? ''))
      .map((t) => `${t.file}:${t.line}: ${t.text}`)
      .filter((t) => !ALLOWED.has(t.replace(/:\d+: /, ': ')));
    expect(inline).toEqual([]);
  });
});
