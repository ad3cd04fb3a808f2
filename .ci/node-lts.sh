#!/usr/bin/env bash
# The suite and the production build on the newest Node 22 LTS from the npm registry's `node`
# package (Node 20 reached its end of life on 2026-04-30; issue 29), beside the machine's Node and
# the README's minimum (node-minimum.sh). The PGlite suite (`npm test`), not test:pg or e2e: those
# run once, on the machine's Node, to keep CI within its time.
set -euo pipefail
cd "$(dirname "$0")/.."

. .ci/node.sh "${NODE_LTS:-22}"
npm test
bash .ci/production.sh
