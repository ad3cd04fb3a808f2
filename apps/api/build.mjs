// The API for production (docs/decisions/033): src/main.ts and the download thread compiled by
// esbuild into dist/ (and scripts/ledger-repair.ts, an operator's tool), each one ES module with the workspace's TypeScript (@cc/shared included)
// bundled in; the npm dependencies stay imports, resolved from node_modules as `npm ci --omit=dev`
// installs them. Run with plain node: `node --enable-source-maps apps/api/dist/main.js`.
//
// Bundling puts every module at dist/, so what a module finds next to itself with
// `new URL('./x', import.meta.url)` is copied there: the plain-JavaScript PGlite thread and init
// process, the migrations, the reference data, the XSD schemas. The download thread's source entry
// (download-worker.mjs, which registers tsx for download-worker.ts) is replaced by
// download-worker.ts compiled under the same name. A new `new URL(…, import.meta.url)` without its file here fails the build, not a start.
//
// node build.mjs [outdir]   (default dist, relative to apps/api)
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const apiDir = import.meta.dirname;
const outdir = path.resolve(apiDir, process.argv[2] ?? 'dist');
const src = (p) => path.join(apiDir, 'src', p);

const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const declared = new Set(Object.keys(pkg.dependencies));
const undeclared = new Set();
/** `pino`, `@fastify/static/x` → the package's name. */
const packageOf = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
// Packages are loaded from node_modules (native sharp, PGlite's WASM, lazy imports); only the
// workspace's own TypeScript packages (@cc/…) are compiled in. An import of a package that is not
// a runtime dependency of the API would be missing after `npm ci --omit=dev` or a dependency's
// update: it fails the build.
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path: spec }) => {
      if (spec.startsWith('@cc/')) return undefined;
      if (!spec.startsWith('node:') && !isBuiltin(spec) && !declared.has(packageOf(spec))) {
        undeclared.add(packageOf(spec));
      }
      return { path: spec, external: true };
    });
  },
};

/** Source path → where the bundle's modules look for it (dist/<name>). */
const assets = {
  'db/pglite-worker.mjs': 'pglite-worker.mjs',
  'db/pglite-init.mjs': 'pglite-init.mjs',
  'db/migrations': 'migrations',
  'db/seed/reference-data': 'reference-data',
  'modules/einvoice/xsd': 'xsd',
};

rmSync(outdir, { recursive: true, force: true });
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  plugins: [externalPackages],
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  outdir,
};
// ledger-repair.js: `npm run ledger:repair` where tsx is not installed (README).
await build({
  ...common,
  entryPoints: { main: src('main.ts'), 'ledger-repair': path.join(apiDir, 'scripts/ledger-repair.ts') },
});
// The download thread starts DOWNLOAD_WORKER, `new URL('./download-worker.mjs', import.meta.url)`.
await build({
  ...common,
  entryPoints: { 'download-worker': src('download-worker.ts') },
  outExtension: { '.js': '.mjs' },
});
if (undeclared.size) {
  console.error(
    `build: imported but not in apps/api/package.json's dependencies: ${[...undeclared].join(', ')}`,
  );
  process.exit(1);
}
for (const [from, to] of Object.entries(assets)) {
  if (existsSync(src(from))) cpSync(src(from), path.join(outdir, to), { recursive: true });
}

// Every file a compiled module reaches by a URL relative to itself must be in dist/.
const missing = [];
for (const file of readdirSync(outdir).filter((f) => /\.m?js$/.test(f))) {
  const code = readFileSync(path.join(outdir, file), 'utf8');
  for (const m of code.matchAll(/new URL\(\s*["'`]([^"'`]*)["'`$]/g)) {
    // Only what is before a template's first ${…}: a folder whose files are named at run time.
    const target = m[1].split('${')[0];
    if (!target.startsWith('.')) continue;
    if (!existsSync(path.join(outdir, target))) missing.push(`${file}: ${target}`);
  }
}
if (missing.length) {
  console.error(`build: files the compiled API looks for are not in ${outdir}:\n${missing.join('\n')}`);
  console.error('Add them to `assets` in apps/api/build.mjs.');
  process.exit(1);
}
