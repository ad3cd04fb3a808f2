#!/usr/bin/env bash
# Sourced: `. .ci/node.sh <version or range>` (20.19.0, 22) puts the newest matching release of the
# npm registry's `node` package first on PATH — no other download, the same way on any machine
# with npm — and checks that `node` is then that version. Used for the README's minimum Node
# (node-minimum.sh) and for the current LTS (node-lts.sh).
spec=${1:?usage: . .ci/node.sh <version or range>}
version=$(npm view "node@$spec" version --json | node -e '
  const v = [].concat(JSON.parse(require("node:fs").readFileSync(0, "utf8")));
  const key = (s) => s.split(".").map(Number);
  v.sort((a, b) => { const x = key(a), y = key(b); return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]; });
  console.log(v.at(-1));')
[ -n "$version" ] || { echo "node.sh: no node@$spec in the npm registry" >&2; return 1 2>/dev/null || exit 1; }
NODE_DIR=${TMPDIR:-/tmp}/cc-node-$version
if [ ! -x "$NODE_DIR/node_modules/node/bin/node" ]; then
  npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$NODE_DIR" "node@$version" >/dev/null
fi
export PATH="$NODE_DIR/node_modules/node/bin:$PATH"
if [ "$(node --version)" != "v$version" ]; then
  echo "node.sh: expected Node v$version, got $(node --version)" >&2
  return 1 2>/dev/null || exit 1
fi
echo "node.sh: on Node $(node --version)"
