#!/usr/bin/env bash
# Production exactly as the README documents it (ADR 033), in a scratch clone of the committed
# tree, on whichever Node is first on PATH: `npm ci && npm run build`, then `npm ci --omit=dev`
# (no tsx, esbuild, Vite or TypeScript left), then the documented command; /api/health and the SPA
# answer, SIGTERM stops it cleanly.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=$(mktemp -d)
data=$(mktemp -d)
server=
# The server flushes its embedded database as it stops: wait for it before removing the data dir.
trap '[ -z "$server" ] || { kill $server 2>/dev/null; wait $server 2>/dev/null; } || true; rm -rf "$scratch" "$data" 2>/dev/null || true' EXIT
git clone -q --no-local . "$scratch/app"
cd "$scratch/app"
echo "production: building on Node $(node --version) in $scratch/app"

npm ci --no-audit --no-fund --loglevel=error
npm run build
npm ci --omit=dev --no-audit --no-fund --loglevel=error
for dev in tsx esbuild vite vitest typescript; do
  if [ -e "node_modules/$dev" ]; then
    echo "production: $dev is installed after npm ci --omit=dev" >&2
    exit 1
  fi
done

port=${PRODUCTION_CHECK_PORT:-3918}
NODE_ENV=production PORT=$port HOST=127.0.0.1 DATA_DIR="$data" PUBLIC_URL="http://127.0.0.1:$port" \
  WOMPI_PUBLIC_KEY=pub_prod_check WOMPI_INTEGRITY_SECRET=prod_integrity_check \
  WOMPI_EVENTS_SECRET=prod_events_check LOG_LEVEL=warn \
  EINVOICE_SECRET_KEY=0000000000000000000000000000000000000000000000000000000000000000 \
  node --enable-source-maps apps/api/dist/main.js &
server=$!
get() { node -e "fetch('http://127.0.0.1:$port$1').then(async r=>{const t=await r.text(); console.log('production: GET $1', r.status, t.slice(0, ${2:-200}).replace(/\s+/g,' ')); process.exit(r.ok?0:1)},()=>process.exit(1))"; }
for _ in $(seq 1 180); do
  get /api/health >/dev/null 2>&1 && break
  kill -0 $server 2>/dev/null || { echo "production: the server exited" >&2; exit 1; }
  sleep 1
done
get /api/health
get / 120
get /ventas 120
kill -TERM $server
wait $server
server=
echo "production: served from the build without dev dependencies and stopped cleanly"
