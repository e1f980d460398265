"""HTML elements from Jinja2 templates, escaped by default.

Every HTML element the renderer writes comes from a template of ``render/templates/``; Python
passes plain values and the environment escapes each one (``autoescape=True``), so a card name,
a label or a fact id with ``<``, ``"`` or ``&`` cannot make markup. An undefined name in a
template is an error (``StrictUndefined``), not an empty string.

The only values a template writes as they are: Markdown the renderer has already made safe
(a fact text through :func:`.text.md`, a heading or link through :func:`.text.escape_label`,
another template's output) that an element wraps (``<div markdown="1">`` boxes), marked with
:func:`safe_markdown` where it is passed.
"""

from __future__ import annotations

from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

TEMPLATES = Path(__file__).with_name("templates")

ENV = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=True, undefined=StrictUndefined,
                  trim_blocks=True, lstrip_blocks=True, auto_reload=False)
ENV.policies["json.dumps_kwargs"] = {"ensure_ascii": False}  # |tojson: UTF-8 text, keys in the order given
"""The renderer's one template environment (templates are compiled once and cached; like the code, they are not
looked at again in the same process: no file system check on each of the thousands of elements of a build)."""


def render_html(template: str, /, **values) -> str:
    """The HTML of ``template`` (a file of ``render/templates/``) with ``values`` escaped
    (without the template file's final newline: callers add the blank lines Markdown needs)."""
    return ENV.get_template(template).render(**values)


def safe_markdown(text: str) -> Markup:
    """``text``, Markdown already made safe by the renderer, for a template to wrap without escaping it."""
    return Markup(text)
