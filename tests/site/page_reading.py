"""What a reader sees of a built page and what it carries in its attributes: one parser for the tests of step (c)
(test_markup.py, test_typography.py)."""

from __future__ import annotations

from html.parser import HTMLParser

from marquoir.site import markup


class PageTexts(HTMLParser):
    """The texts of a page outside :data:`marquoir.site.markup.KEPT`, and every attribute's value."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self.attributes: list[str] = []
        self.kept: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.attributes += [value for _, value in attrs if value]
        if tag in markup.KEPT:
            self.kept.append(tag)

    def handle_endtag(self, tag):
        if self.kept and self.kept[-1] == tag:
            self.kept.pop()

    def handle_data(self, data):
        if not self.kept:
            self.texts.append(data)


def texts(html: str) -> PageTexts:
    """``html`` read: its ``texts`` and its ``attributes``."""
    parser = PageTexts()
    parser.feed(html)
    parser.close()
    return parser
