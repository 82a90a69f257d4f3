#!/usr/bin/env bash
# The CycloneDX SBOM of a release: the Python packages the bundle is built from (the game and its
# run-time dependencies, installed into a fresh virtualenv as the build does), as JSON in "$1".
# The native libraries inside pygame-ce are listed in the bundle's licenses/THIRD_PARTY_NOTICES.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$1"
py=python3
command -v "$py" >/dev/null 2>&1 || py=python
tmp="$(mktemp -d)"
# the game alone in one environment, the SBOM tool in another (so that it does not list itself)
"$py" -m venv "$tmp/game"
"$tmp/game/bin/python" -m pip install --quiet .
# pip and setuptools only installed it; the bundle has neither
"$tmp/game/bin/python" -m pip uninstall --quiet --yes setuptools pip
"$py" -m venv "$tmp/tool"
"$tmp/tool/bin/python" -m pip install --quiet -r .ci/sbom-requirements.txt
"$tmp/tool/bin/cyclonedx-py" environment --pyproject pyproject.toml --mc-type application \
  --output-reproducible --output-format JSON --output-file "$out" "$tmp/game/bin/python"
echo "sbom: $out ($(wc -c <"$out") bytes)"
