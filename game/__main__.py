"""``python -m game`` and the frozen executable's entry point."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.app import main

    sys.exit(main())
