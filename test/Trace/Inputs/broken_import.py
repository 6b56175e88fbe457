raise ImportError("a broken script")
