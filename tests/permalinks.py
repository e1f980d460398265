"""A permalink payload read back in the tests (``verifier.html#case=...``): base64url of raw DEFLATE of UTF-8 JSON.

Only the Python tests use this, to check what :func:`marquoir.web.permalink` writes; the page reads links with its
own codec (``docs/theme/assets/checker/permalink.mjs``, with its limits), tested in Node on links Python writes.
"""

from __future__ import annotations

import base64
import json
import zlib


def read(payload: str):
    """The JSON data of a permalink payload (raises on anything that is not one)."""
    return json.loads(zlib.decompress(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)), -15))
