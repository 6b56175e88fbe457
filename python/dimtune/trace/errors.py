"""The one error the tracer raises: its message is what the user reads, on one line."""


class TraceError(Exception):
    """A model, input or op the tracer cannot turn into IR; the message says which and why."""


def first_line(error):
    """An exception's message as one line (its first), or its type's name."""
    text = str(error).strip().splitlines()
    return text[0] if text else type(error).__name__
