"""``python -m tools.arena``: play a match (see :mod:`tools.arena.run`)."""

import multiprocessing
import sys

from tools.arena.run import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
