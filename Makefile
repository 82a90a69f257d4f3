# Set-up is part of every target: a fresh clone needs only Python 3.10+ and make.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test check lint typecheck bench assets dist clean compiled test-compiled clean-compiled i18n

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

play: $(STAMP)
	$(PY) -m game

test: $(STAMP) lint typecheck
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 \
		$(PY) -m pytest -n 2 --dist loadfile -p no:cacheprovider

lint: $(STAMP)
	$(VENV)/bin/ruff check game tests tools bench
	$(VENV)/bin/ruff format --check game tests tools bench

typecheck: $(STAMP)
	$(VENV)/bin/mypy --strict game

# The compiled build (docs/compiled.md): the modules of tools/compiled_modules.txt compiled with
# mypyc into build/compiled/ (a copy of the package; the source tree stays pure).
COMPILED := build/compiled
COMPILED_INFO := $(COMPILED)/build-info.json
# the engine, AI and record tests, run against the compiled build
COMPILED_TESTS := tests/test_compiled.py tests/test_engine_*.py tests/test_rules_*.py tests/test_records.py \
	tests/test_reasons_as_data.py tests/test_ai_*.py tests/test_endgame.py tests/test_play_session.py

$(COMPILED_INFO): $(STAMP) tools/compiled_modules.txt tools/build_compiled.py $(shell find game -name '*.py')
	$(PY) tools/build_compiled.py

compiled: $(COMPILED_INFO)

# pytest's own script, not python -m pytest: that would put the source tree first on the path
test-compiled: $(COMPILED_INFO)
	DURAK_EXPECT_COMPILED=1 PYTHONPATH=$(COMPILED) \
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 \
		$(VENV)/bin/pytest -n 2 --dist loadfile -p no:cacheprovider $(COMPILED_TESTS)

clean-compiled:
	$(PY) tools/build_compiled.py --clean

bench: $(STAMP)
	$(PY) bench/engine.py

assets: $(STAMP)
	SDL_VIDEODRIVER=dummy $(PY) tools/make_sprites.py
	$(PY) tools/make_sounds.py

# Translations (docs/translating.md): extract the declared messages into locale/durak.pot, update
# every locale/<lang>/LC_MESSAGES/durak.po and compile each to the durak.mo beside it.
i18n: $(STAMP)
	$(PY) tools/catalogues.py

dist: $(STAMP)
	$(PY) tools/build_dist.py

clean:
	rm -rf $(VENV) build dist .mypy_cache .ruff_cache .pytest_cache
