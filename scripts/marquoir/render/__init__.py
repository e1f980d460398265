"""Rendering rule facts into Markdown pages (pure functions, no I/O)."""

from .pages import Page, Site, render_site

__all__ = ["Page", "Site", "render_site"]
