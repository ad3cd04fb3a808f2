import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type InlineText, inlineTexts, isTextHome, repeatedTexts } from './inline-texts.ts';

/**
 * The figures of issue 9 item 2 (ADR 026): inline Spanish texts outside the text files, per area,
 * and identical texts written in more than one place. `npx tsx apps/web/scripts/count-texts.ts
 * [--list] [--repeated]` from the repository root.
 */
const ROOTS = ['apps/web/src', 'apps/api/src', 'packages/shared/src'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const all: InlineText[] = [];
const inline: InlineText[] = [];
for (const root of ROOTS) {
  for (const path of sources(root)) {
    const file = relative('.', path);
    if (/\.(test|spec)\.tsx?$|\.d\.ts$|\/legal\//.test(file)) continue;
    const found = inlineTexts(file, readFileSync(path, 'utf8'));
    all.push(...found);
    if (!isTextHome(file)) inline.push(...found);
  }
}

const areaOf = (file: string) => {
  const m =
    /^(apps\/web\/src\/(?:features|components)\/[\w-]+|apps\/api\/src\/modules\/[\w-]+|[\w/]+?src)\//.exec(
      file,
    );
  return m?.[1] ?? file;
};
const perArea = new Map<string, number>();
for (const t of inline) perArea.set(areaOf(t.file), (perArea.get(areaOf(t.file)) ?? 0) + 1);
const repeated = repeatedTexts(all);

console.log(`inline texts: ${inline.length} (JSX text ${inline.filter((t) => t.jsx).length})`);
for (const [area, n] of [...perArea].sort((a, b) => b[1] - a[1]))
  console.log(`  ${String(n).padStart(4)}  ${area}`);
console.log(
  `texts written in more than one place: ${repeated.length} (${repeated.reduce((s, r) => s + r.places.length, 0)} copies)`,
);
if (process.argv.includes('--list')) for (const t of inline) console.log(`${t.file}:${t.line}\t${t.text}`);
if (process.argv.includes('--repeated'))
  for (const r of repeated)
    console.log(`${r.places.length}× ${JSON.stringify(r.text)}\n    ${r.places.join('\n    ')}`);
