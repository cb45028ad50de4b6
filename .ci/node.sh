# Sourced by .ci/run: puts Node.js 24 (the current LTS line) first on PATH and prints its version.
# CI tests on 24 whatever the machine has: a node of any other major (20, 22, 26…) would make a
# green run mean something else. package.json's engines also allow 22, which runs the same code.
# Node 24 comes from the npm registry's platform package (node-<os>-<arch>, the binary only; the
# machine's npm drives it) and is kept outside the clone, so the next run on this machine reuses it.

ci_node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || true; }

if [ "$(ci_node_major)" != 24 ]; then
  case "$(uname -s)" in
    Linux) ci_node_os=linux ;;
    Darwin) ci_node_os=darwin ;;
    *) echo "No Node.js 24 package for $(uname -s): install Node.js 24 and run again" >&2; exit 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) ci_node_arch=x64 ;;
    aarch64 | arm64) ci_node_arch=arm64 ;;
    *) echo "No Node.js 24 package for $(uname -m): install Node.js 24 and run again" >&2; exit 1 ;;
  esac
  ci_node_package="node-$ci_node_os-$ci_node_arch"
  ci_node_dir="${ORBIT_CI_NODE_DIR:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/orbit-painting/node-24}"
  ci_node_bin="$ci_node_dir/node_modules/$ci_node_package/bin"
  if [ "$(ci_node_major "$ci_node_bin/node")" != 24 ]; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "Node.js 24 is needed, and there is no npm to fetch it: install Node.js 24 and run again" >&2
      exit 1
    fi
    echo "Installing Node.js 24 ($ci_node_package) into $ci_node_dir"
    mkdir -p "$ci_node_dir"
    npm install --prefix "$ci_node_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$ci_node_package@24" >/dev/null
  fi
  export PATH="$ci_node_bin:$PATH"
  hash -r
  if [ "$(ci_node_major)" != 24 ]; then
    echo "Node.js 24 did not install into $ci_node_dir" >&2
    exit 1
  fi
fi
echo "Node.js $(node --version), npm $(npm --version)"
