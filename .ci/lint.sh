#!/usr/bin/env bash
# Checks of what only GitHub runs, made here: the workflows (actionlint, with shellcheck on their
# run: blocks; zizmor --offline, failing on any finding above "low"), the CI shell scripts
# (shellcheck) and the Linux desktop files (desktop-file-validate, appstreamcli validate).
# The tools are pinned in .ci/lint-requirements.txt and installed into build/ci-tools.
set -euo pipefail
cd "$(dirname "$0")/.."
tools=build/ci-tools
if [ ! -x "$tools/bin/zizmor" ] || ! cmp -s .ci/lint-requirements.txt "$tools/requirements.txt"; then
  rm -rf "$tools"
  python3 -m venv "$tools"
  "$tools/bin/python" -m pip install --quiet --disable-pip-version-check -r .ci/lint-requirements.txt
  cp .ci/lint-requirements.txt "$tools/requirements.txt"
fi
export PATH="$PWD/$tools/bin:$PATH"

echo "lint: actionlint $(actionlint --version | head -1)"
actionlint -shellcheck "$tools/bin/shellcheck" .github/workflows/*.yml
echo "lint: shellcheck"
shellcheck .ci/run .ci/*.sh
echo "lint: zizmor"
zizmor --offline --persona pedantic --min-severity medium .github/workflows/ .github/dependabot.yml
echo "lint: desktop file and AppStream metainfo"
desktop-file-validate packaging/linux/io.github.durak.Durak.desktop
appstreamcli validate --no-net --pedantic packaging/linux/io.github.durak.Durak.metainfo.xml
echo "lint: all passed"
