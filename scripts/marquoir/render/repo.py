"""Links from a fact's section to its YAML file in the project's repository: "edit this fact"
and "report a problem" (a new issue that names the fact, its file and line, and the page).

The repository's address is a setting of the build (``MARQUOIR_REPO_URL``, read by
:mod:`marquoir.site.config`); without it the pages carry no such links. The links are plain
outbound links: nothing is loaded from the repository unless the reader follows one.
GitHub's URL layout is used (``/blob/``, ``/edit/``, ``/issues/new``), or GitLab's (``/-/blob/``…)
when the address is on a GitLab host.
"""

from __future__ import annotations

import functools
import posixpath
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urlencode, urlsplit


@dataclass(frozen=True)
class RepoLinks:
    """Where the facts live: ``url`` (``https://github.com/owner/marquoir``), the ``branch``, and the
    local folder of the facts (``rules_root``), whose files are ``rules/...`` in the repository."""

    url: str
    branch: str = "main"
    rules_root: Path | None = None

    @property
    def _gitlab(self) -> bool:
        return "gitlab" in (urlsplit(self.url).hostname or "")

    def _base(self, what: str) -> str:
        sep = "/-/" if self._gitlab else "/"
        return f"{self.url.rstrip('/')}{sep}{what}"

    def path_of(self, file: str | Path) -> str:
        """A fact file's path in the repository: ``rules/moyen-age/faq/ecus.yaml``."""
        return _path_of(str(file), None if self.rules_root is None else str(self.rules_root))

    def view(self, path: str, line: int) -> str:
        """The file at ``line`` (``…/blob/main/rules/x.yaml#L12``)."""
        return f"{self._base('blob')}/{quote(self.branch)}/{quote(path)}#L{line}"

    def edit(self, path: str) -> str:
        """The host's editor for the file (``…/edit/main/rules/x.yaml``)."""
        return f"{self._base('edit')}/{quote(self.branch)}/{quote(path)}"

    def report(self, title: str, body: str) -> str:
        """A new issue with ``title`` and ``body`` filled in."""
        if self._gitlab:
            query = urlencode({"issue[title]": title, "issue[description]": body}, quote_via=quote)
        else:
            query = urlencode({"title": title, "body": body}, quote_via=quote)
        return f"{self._base('issues/new')}?{query}"


@functools.lru_cache(maxsize=1024)
def _path_of(file: str, rules_root: str | None) -> str:
    """:meth:`RepoLinks.path_of`, worked out once per file (every fact of a file asks, in every language)."""
    path = Path(file)
    if rules_root is not None:
        try:
            return posixpath.join("rules", path.resolve().relative_to(Path(rules_root).resolve()).as_posix())
        except ValueError:
            pass
    parts = ("/" + path.as_posix()).split("/rules/", 1)
    return "rules/" + parts[1] if len(parts) == 2 else path.name
