# Set-up is part of every target: a fresh clone needs only Python 3.10+ and make.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test check lint typecheck bench assets dist clean

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

bench: $(STAMP)
	$(PY) bench/engine.py

assets: $(STAMP)
	SDL_VIDEODRIVER=dummy $(PY) tools/make_sprites.py
	$(PY) tools/make_sounds.py

dist: $(STAMP)
	$(PY) tools/build_dist.py

clean:
	rm -rf $(VENV) build dist .mypy_cache .ruff_cache .pytest_cache
