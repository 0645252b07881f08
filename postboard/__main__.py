"""``python -m postboard``: the same as the ``postboard`` console script."""

import sys

from postboard.cli import main

sys.exit(main())
