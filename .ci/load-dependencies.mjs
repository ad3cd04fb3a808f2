// Loads every runtime dependency of the API with plain Node — no tsx, no Vite — as a compiled
// server will: an ES-module-only package that a CommonJS one require()s (cookie 2 under
// light-my-request, content-disposition 3 under @fastify/static) loads only from Node 20.19 on.
// tsx and vite-node hide that (they transform such requires), so the server under tsx is no proof.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const apiDir = new URL('../apps/api/', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', apiDir), 'utf8'));
const require = createRequire(new URL('package.json', apiDir));
// The workspace's own packages are TypeScript; light-my-request is what fastify's inject() loads.
const names = [...Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@cc/')), 'light-my-request'];
const failed = [];
for (const name of names) {
  try {
    // Both ways a compiled server may load it; require() is what CommonJS dependents do.
    require(name);
    await import(pathToFileURL(require.resolve(name)).href);
  } catch (err) {
    failed.push(`${name}: ${err.code ?? err.message}`);
  }
}
if (failed.length) {
  console.error(
    `node-minimum: on Node ${process.version} these dependencies do not load:\n${failed.join('\n')}`,
  );
  process.exit(1);
}
console.log(`node-minimum: ${names.length} runtime dependencies load on Node ${process.version}`);
