import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The repository's import graph, read with TypeScript's own parser (ts.preProcessFile: every
 * import, export … from, dynamic import() and import type) and resolved like the compiler does,
 * then folded into units: the folders the boundaries speak of (docs/decisions/034-boundaries.md).
 */

export type Edge = { from: string; to: string };

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIP = new Set(['node_modules', 'dist', 'migrations', 'xsd']);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** Every import between two files under `roots` (paths relative to `repo`, with '/'). */
export function fileImports(repo: string, roots: string[]): Edge[] {
  const edges: Edge[] = [];
  const rel = (file: string) => path.relative(repo, file).split(path.sep).join('/');
  for (const root of roots) {
    for (const file of sourceFiles(path.join(repo, root))) {
      const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const ref of info.importedFiles) {
        const spec = ref.fileName;
        // Only the repository's own files: relative paths (the workspace package is one unit).
        if (!spec.startsWith('.')) continue;
        const resolved = ts.resolveModuleName(spec, file, compilerOptions, ts.sys).resolvedModule;
        const target = resolved?.resolvedFileName ?? path.resolve(path.dirname(file), spec);
        edges.push({ from: rel(file), to: rel(target) });
      }
    }
  }
  return edges;
}

/**
 * The unit a file belongs to: a module or feature folder (apps/api/src/modules/credit,
 * apps/web/src/features/income), a shared folder of the web's components (components/credit), or
 * the top folder under src (apps/api/src/lib, apps/web/src/api). Files directly under src are
 * their own unit (app.ts, main.tsx: the composition roots).
 */
export function unitOf(file: string): string {
  const parts = file.split('/');
  const src = parts.indexOf('src');
  if (src < 0) return parts.slice(0, -1).join('/');
  const under = parts.slice(src + 1);
  const grouped = new Set(['modules', 'features', 'components']);
  if (under.length >= 3 && grouped.has(under[0] ?? '')) return parts.slice(0, src + 3).join('/');
  if (under.length >= 2) return parts.slice(0, src + 2).join('/');
  return file;
}

/** The folder-level graph: unit → the units it imports. */
export function unitGraph(edges: Edge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [unitOf(from), unitOf(to)];
    if (a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a)?.add(b);
  }
  return graph;
}

/** The strongly connected components of more than one unit (Tarjan): every folder cycle. */
export function folderCycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) ?? 0, idx.get(w) ?? 0));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return out.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** A module or feature's face: its index.ts(x). Everything else in it is private to it. */
const FACED = /^apps\/(api\/src\/modules|web\/src\/features)\/[^/]+$/;
export const isFace = (file: string) => /\/index\.tsx?$/.test(file) && FACED.test(path.posix.dirname(file));

/** Imports that reach into another module or feature past its face, as 'from-unit → file'. */
export function reachesPastFaces(edges: Edge[]): string[] {
  const out = new Set<string>();
  for (const { from, to } of edges) {
    const target = unitOf(to);
    if (!FACED.test(target) || unitOf(from) === target || isFace(to)) continue;
    out.add(`${unitOf(from)} → ${to}`);
  }
  return [...out].sort();
}

/** Shared web components that import a feature (a shared piece takes a slot instead). */
export function componentsIntoFeatures(edges: Edge[]): string[] {
  const out = new Set<string>();
  for (const { from, to } of edges) {
    if (from.startsWith('apps/web/src/components/') && to.startsWith('apps/web/src/features/')) {
      out.add(`${unitOf(from)} → ${unitOf(to)}`);
    }
  }
  return [...out].sort();
}

/** Every unit-to-unit import inside a folder cycle, as 'a → b'. */
export function cycleEdges(graph: Map<string, Set<string>>): string[] {
  const out: string[] = [];
  for (const scc of folderCycles(graph)) {
    const members = new Set(scc);
    for (const a of scc) for (const b of graph.get(a) ?? []) if (members.has(b)) out.push(`${a} → ${b}`);
  }
  return out.sort();
}

export type Violations = {
  cycleEdges: string[];
  reachesPastFaces: string[];
  componentsIntoFeatures: string[];
};

/** What the boundaries forbid, found in the given imports. */
export function violations(edges: Edge[]): Violations {
  return {
    cycleEdges: cycleEdges(unitGraph(edges)),
    reachesPastFaces: reachesPastFaces(edges),
    componentsIntoFeatures: componentsIntoFeatures(edges),
  };
}

/** The roots the check reads. */
export const ROOTS = ['apps/api/src', 'apps/web/src', 'packages/shared/src'];
