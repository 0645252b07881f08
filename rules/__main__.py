"""``python -m rules referee …`` (see ``rules.referee``)."""

import sys

from rules.referee import main

if __name__ == "__main__":
    args = sys.argv[1:]
    if not args or args[0] != "referee":
        print("usage: python -m rules referee FILE [--list] [--trace] [--view 0|1|spectator]")
        sys.exit(2)
    sys.exit(main(args[1:]))
