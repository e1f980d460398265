"""A small static server for the built site that compresses text with gzip, as any
real host would: used to measure the site (Lighthouse, first-view weight) fairly.

    python -m marquoir.staticserve site --port 8765
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import io
import os

COMPRESS = (".html", ".css", ".js", ".json", ".xml", ".svg", ".txt")


class GzipHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if not path.endswith(COMPRESS) or "gzip" not in self.headers.get("Accept-Encoding", "") \
                or not os.path.isfile(path):
            return super().send_head()
        with open(path, "rb") as f:
            body = gzip.compress(f.read(), compresslevel=6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "max-age=3600")
        self.end_headers()
        return io.BytesIO(body)


def serve(root: str, port: int) -> http.server.ThreadingHTTPServer:
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(GzipHandler, directory=root))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("root")
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args()
    print(f"serving {args.root} on http://127.0.0.1:{args.port}/ (gzip)")
    serve(args.root, args.port).serve_forever()


if __name__ == "__main__":
    main()
