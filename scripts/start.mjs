// `npm start`: serves the production build (docs/decisions/033) — the compiled API, which serves
// the built SPA. A clone with no build yet (the README's `npm install && npm start`) is built first;
// an existing build is served as it is, never rebuilt here: `npm run build` after changing the code.
// Needs only node: after `npm ci --omit=dev` it serves the build made before.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = `${root}apps/api/dist/main.js`;
const spa = `${root}apps/web/dist/index.html`;

if (!existsSync(server) || !existsSync(spa)) {
  console.log('npm start: no build yet, building it once (npm run build)');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error(
      'npm start: the build failed. It needs the dev dependencies: `npm ci && npm run build`, ' +
        'then `npm ci --omit=dev` keeps the build and drops them.',
    );
    process.exit(built.status ?? 1);
  }
} else {
  /** Newest modification time under `dir`, in ms (0 when it is not there). */
  const newest = (dir) => {
    if (!existsSync(dir)) return 0;
    let t = 0;
    for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (e.isFile()) t = Math.max(t, statSync(`${e.parentPath}/${e.name}`).mtimeMs);
    }
    return t;
  };
  const builtAt = Math.min(statSync(server).mtimeMs, statSync(spa).mtimeMs);
  const changed = ['apps/api/src', 'apps/web/src', 'packages/shared/src'].filter(
    (dir) => newest(`${root}${dir}`) > builtAt,
  );
  if (changed.length) {
    console.warn(
      `npm start: ${changed.join(', ')} changed after the build; \`npm run build\` to serve the changes`,
    );
  }
}

// Stack traces name the TypeScript sources (dist/*.js.map), as `node --enable-source-maps` does.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
