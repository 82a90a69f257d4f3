#!/usr/bin/env bash
# Release workflow: the pushed tag (GITHUB_REF_NAME, e.g. v0.1.0) must be "v" + [project] version.
set -euo pipefail
cd "$(dirname "$0")/.."
py=python3  # Windows may have only a python3 that opens the Store: try it before trusting it
{ command -v "$py" >/dev/null 2>&1 && "$py" -c "" 2>/dev/null; } || py=python
version=$("$py" tools/build_dist.py --print-version)
if [ "v$version" != "${GITHUB_REF_NAME:-}" ]; then
  echo "::error::tag ${GITHUB_REF_NAME:-<none>} does not match pyproject.toml version $version"
  exit 1
fi
echo "tag ${GITHUB_REF_NAME} = version $version"
