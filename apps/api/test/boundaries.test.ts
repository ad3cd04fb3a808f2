import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type Edge,
  fileImports,
  folderCycles,
  ROOTS,
  unitGraph,
  unitOf,
  type Violations,
  violations,
} from './boundaries/import-graph.ts';

/**
 * Boundaries the tools hold (ADR 034): no folder cycle, no reach into a module or feature past
 * its index.ts, no shared web component importing a feature. What the code did when the check
 * came is listed in boundaries/known-violations.json, to be burned down: a new violation fails,
 * and so does a listed one that is gone (the list only shrinks).
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const known: Violations = JSON.parse(
  readFileSync(new URL('./boundaries/known-violations.json', import.meta.url), 'utf8'),
);
const found = violations(fileImports(repo, ROOTS));
const KINDS = ['cycleEdges', 'reachesPastFaces', 'componentsIntoFeatures'] as const;

describe('import boundaries', () => {
  it.each(KINDS)('no new %s', (kind) => {
    const listed = new Set(known[kind]);
    expect(found[kind].filter((v) => !listed.has(v))).toEqual([]);
  });

  it.each(KINDS)('the known %s only shrink: a mended one leaves the list', (kind) => {
    const now = new Set(found[kind]);
    expect(known[kind].filter((v) => !now.has(v))).toEqual([]);
  });
});

describe('the check itself', () => {
  const A = 'apps/api/src/modules/alpha';
  const B = 'apps/api/src/modules/beta';
  const edges = (...pairs: [string, string][]): Edge[] => pairs.map(([from, to]) => ({ from, to }));

  it('folds files into their module, feature or top folder', () => {
    expect(unitOf(`${A}/routes.ts`)).toBe(A);
    expect(unitOf('apps/web/src/features/income/pages/IncomeList.tsx')).toBe('apps/web/src/features/income');
    expect(unitOf('apps/web/src/components/credit/Row.tsx')).toBe('apps/web/src/components/credit');
    expect(unitOf('apps/web/src/components/Logo.tsx')).toBe('apps/web/src/components');
    expect(unitOf('apps/api/src/lib/idempotency/hooks.ts')).toBe('apps/api/src/lib');
    expect(unitOf('apps/api/src/app.ts')).toBe('apps/api/src/app.ts');
  });

  it('finds a folder cycle, also through a third folder, and not a one-way import', () => {
    const oneWay = edges([`${A}/service.ts`, `${B}/index.ts`]);
    expect(folderCycles(unitGraph(oneWay))).toEqual([]);
    const cycle = [
      ...oneWay,
      ...edges([`${B}/x.ts`, 'apps/api/src/lib/y.ts'], ['apps/api/src/lib/z.ts', `${A}/index.ts`]),
    ];
    expect(folderCycles(unitGraph(cycle))).toEqual([[A, B, 'apps/api/src/lib'].sort()]);
    expect(violations(cycle).cycleEdges).toEqual(
      [`${A} → ${B}`, `${B} → apps/api/src/lib`, `apps/api/src/lib → ${A}`].sort(),
    );
  });

  it('allows a module through its face and refuses one past it', () => {
    const through = edges([`${A}/service.ts`, `${B}/index.ts`], [`${A}/a.ts`, `${A}/b.ts`]);
    expect(violations(through).reachesPastFaces).toEqual([]);
    const past = edges([`${A}/service.ts`, `${B}/queries.ts`]);
    expect(violations(past).reachesPastFaces).toEqual([`${A} → ${B}/queries.ts`]);
  });

  it('refuses a shared component that imports a feature', () => {
    const bad = edges(['apps/web/src/components/Row.tsx', 'apps/web/src/features/income/index.ts']);
    expect(violations(bad).componentsIntoFeatures).toEqual([
      'apps/web/src/components → apps/web/src/features/income',
    ]);
  });

  it('reads the real imports: a known import of the repository is found', () => {
    // The module list mounts every module's routes, through the module's face.
    const all = fileImports(repo, ['apps/api/src/modules']);
    expect(all).toContainEqual({
      from: 'apps/api/src/modules/index.ts',
      to: 'apps/api/src/modules/auth/index.ts',
    });
  });
});
