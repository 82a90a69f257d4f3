"""The GitHub workflows: supported runner labels, SHA-pinned actions, the rules of the release.

actionlint and zizmor check the workflows further in .ci/lint.sh (run by .ci/run).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
SUPPORTED = ROOT / ".github" / "supported-runners.txt"
APP_ID = "io.github.durak.Durak"


def _load(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    if True in data:  # YAML 1.1 reads the key `on` as true
        data["on"] = data.pop(True)
    return data


def _supported() -> tuple[set[str], str]:
    labels, checked = set(), ""
    for line in SUPPORTED.read_text(encoding="utf-8").splitlines():
        found = re.search(r"checked:\s*(\d{4}-\d{2}-\d{2})", line)
        if found:
            checked = found.group(1)
        elif line.strip() and not line.startswith("#"):
            labels.add(line.strip())
    return labels, checked


def _runner_labels(job: dict[str, Any]) -> list[str]:
    runs_on = job["runs-on"]
    found = re.fullmatch(r"\$\{\{\s*matrix\.(\w+)\s*\}\}", str(runs_on))
    if not found:
        return [runs_on] if isinstance(runs_on, str) else list(runs_on)
    matrix = job["strategy"]["matrix"]
    key = found.group(1)
    values = list(matrix.get(key, []))
    values += [entry[key] for entry in matrix.get("include", []) if key in entry]
    assert values, f"matrix.{key} has no values"
    return values


def _jobs() -> list[tuple[str, str, dict[str, Any]]]:
    return [(path.name, name, job) for path in WORKFLOWS for name, job in _load(path)["jobs"].items()]


def test_both_workflows_exist() -> None:
    assert {p.name for p in WORKFLOWS} >= {"ci.yml", "release.yml"}


def test_the_list_of_supported_labels_says_when_it_was_checked() -> None:
    labels, checked = _supported()
    assert checked, f"{SUPPORTED.name} needs a line 'checked: YYYY-MM-DD'"
    assert {"ubuntu-24.04", "windows-2025", "macos-15", "macos-15-intel"} <= labels


def test_every_runner_label_is_supported() -> None:
    labels, _ = _supported()
    used = {(wf, job, label) for wf, job, spec in _jobs() for label in _runner_labels(spec)}
    assert used
    wrong = sorted(f"{wf} job {job}: {label}" for wf, job, label in used if label not in labels)
    assert not wrong, f"not in {SUPPORTED.name}: {wrong}"


def test_the_label_check_resolves_a_matrix() -> None:
    job = {
        "runs-on": "${{ matrix.os }}",
        "strategy": {"matrix": {"os": ["macos-14"], "include": [{"os": "x"}]}},
    }
    assert _runner_labels(job) == ["macos-14", "x"]


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_every_action_is_pinned_by_commit_sha_with_its_version(path: Path) -> None:
    uses = re.findall(r"^\s*(?:-\s*)?uses:\s*(\S+)(.*)$", path.read_text(encoding="utf-8"), re.M)
    assert uses
    for ref, rest in uses:
        if ref.startswith("./"):
            continue
        assert re.fullmatch(r"[\w.-]+/[\w./-]+@[0-9a-f]{40}", ref), ref
        assert re.match(r"\s*# v\d+\.\d+\.\d+", rest), f"{ref}: no '# vX.Y.Z' comment"


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_no_expression_inside_run_and_no_persisted_credentials(path: Path) -> None:
    for _wf, name, job in [(path.name, n, j) for n, j in _load(path)["jobs"].items()]:
        for step in job.get("steps", []):
            assert "${{" not in step.get("run", ""), f"{name}: pass it through env: instead"
            if str(step.get("uses", "")).startswith("actions/checkout@"):
                assert step.get("with", {}).get("persist-credentials") is False, name


def test_the_release_publishes_only_on_a_pushed_tag_and_uses_no_cache() -> None:
    wf = _load(ROOT / ".github" / "workflows" / "release.yml")
    assert wf["on"]["push"] == {"tags": ["v*"]}
    publish = wf["jobs"]["publish"]
    assert "github.event_name == 'push'" in publish["if"]
    assert set(publish["needs"]) == {name for name in wf["jobs"] if name != "publish"}
    steps = [s for job in wf["jobs"].values() for s in job["steps"]]
    assert not [s for s in steps if "cache" in s.get("with", {})]
    used = " ".join(str(s.get("uses", "")) for s in steps)
    assert "actions/attest-build-provenance@" in used
    assert any("sbom.sh" in s.get("run", "") for s in steps)


def test_ci_runs_on_every_push_and_pull_request() -> None:
    wf = _load(ROOT / ".github" / "workflows" / "ci.yml")
    assert set(wf["on"]) == {"push", "pull_request"}
    runs = " ".join(s.get("run", "") for job in wf["jobs"].values() for s in job["steps"])
    assert "make test" in runs and "selftest_archive.sh" in runs


def test_ci_run_lints_the_workflows_and_calls_the_readme_test_command() -> None:
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "make test" in (ROOT / "README.md").read_text(encoding="utf-8")
    assert re.search(r"^make test$", run, re.M)
    assert re.search(r"^bash \.ci/lint\.sh$", run, re.M)
    lint = (ROOT / ".ci" / "lint.sh").read_text(encoding="utf-8")
    assert "actionlint" in lint and "zizmor --offline" in lint and "appstreamcli validate" in lint


def test_the_ci_tools_are_pinned() -> None:
    for name in ("lint-requirements.txt", "sbom-requirements.txt"):
        lines = [
            ln for ln in (ROOT / ".ci" / name).read_text(encoding="utf-8").splitlines() if ln[:1].isalpha()
        ]
        assert lines and all(re.fullmatch(r"[\w.-]+==[\w.]+", ln) for ln in lines), name


def test_the_desktop_files_name_the_app_and_its_version() -> None:
    linux = ROOT / "packaging" / "linux"
    desktop = (linux / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Icon={APP_ID}\n" in desktop
    meta = (linux / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    assert f"<id>{APP_ID}</id>" in meta and f'<launchable type="desktop-id">{APP_ID}.desktop' in meta
    version = re.search(r'(?m)^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert version is not None
    assert f'<release version="{version.group(1)}"' in meta, "add the release to the metainfo"
    assert f'BUNDLE_ID = "{APP_ID}"' in (ROOT / "build.spec").read_text(encoding="utf-8")


def test_the_linux_build_carries_the_desktop_files() -> None:
    built = ROOT / "dist" / "Durak"
    if not sys.platform.startswith("linux") or not (built / "Durak").is_file():
        pytest.skip("no Linux build in dist/Durak (make dist)")
    share = built / "share"
    assert (share / "applications" / f"{APP_ID}.desktop").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()
