"""What the bound checkers of test/Steps share: the verdict."""
import sys


def finish(summary, misses):
    """Prints `summary`, then each miss; exits 1 if there is one."""
    print(summary)
    for miss in misses:
        print("MISS " + miss)
    sys.exit(1 if misses else 0)
