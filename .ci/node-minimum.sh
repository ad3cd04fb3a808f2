#!/usr/bin/env bash
# The app on exactly the Node the README promises (package.json "engines"), so a dependency update
# that truly needs a newer Node fails CI instead of a user's install (docs/libraries.md, 'Node').
# Node comes from the npm registry's `node` package: no other download.
set -euo pipefail
cd "$(dirname "$0")/.."

min=$(node -p "require('./package.json').engines.node.replace(/^>=\s*/, '')")
[[ $min == *.*.* ]] || min="$min.0"
. .ci/node.sh "$min"

node .ci/load-dependencies.mjs

# The SPA build (Vite 8 needs ^20.19; @zxing/library's "node >= 24" is about its own tooling: it
# runs in the browser) and the API's (esbuild), as `npm start` builds them.
npm run build

# The compiled server starts with plain node (it loads @fastify/static, whose content-disposition 3
# is an ES module loaded with require) and answers, on its embedded database, as `npm start` runs it.
data=$(mktemp -d)
port=${NODE_MIN_PORT:-3917}
PORT=$port HOST=127.0.0.1 DATA_DIR="$data" LOG_LEVEL=warn node --enable-source-maps apps/api/dist/main.js &
server=$!
# The server flushes its embedded database as it stops: wait for it before removing the data dir.
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$data" 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
  if node -e "fetch('http://127.0.0.1:$port/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; then
    break
  fi
  kill -0 $server 2>/dev/null || { echo "node-minimum: the server exited" >&2; exit 1; }
  sleep 1
done
node -e "fetch('http://127.0.0.1:$port/api/health').then(async r=>{console.log('node-minimum: /api/health', r.status, await r.text()); process.exit(r.ok?0:1)})"

# API tests through inject() (light-my-request requires cookie 2, an ES module).
npx vitest run --project api test/auth.test.ts test/static-delivery.test.ts test/share-links.test.ts
