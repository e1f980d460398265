"""The text lint (codes ``MQ3xx``): the facts' texts, per language, against the glossary and the house rules.

Run by ``marquoir validate`` (and so by the build and the suite) after the facts are loaded
(:func:`marquoir.pipeline.checked`): it reads the engine's rule ids and option names, which the facts themselves
never import. The rules are data: each term's ``avoid`` words in ``rules/communs/glossaire.yaml`` and the table of
:mod:`.house`; the codes are listed in ``rules/README.md``.
"""

from .run import lint

__all__ = ["lint"]
