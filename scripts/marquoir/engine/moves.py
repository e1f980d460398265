"""Moves as text: the grammar of the scenario verbs, one table (:data:`FORMS`) read and written by two generic
functions (:func:`parse`, :meth:`Move.text`). The case checker's page receives the same table and reads and
writes moves with the same two functions in JavaScript (``docs/theme/assets/checker/moves.mjs``).

Each :class:`Form` is one way of writing one verb's move: ``{field:kind}`` is a slot holding the :class:`Move`
field ``field`` (a card id, or a whole number for the fields of :data:`NUMBERS`), ``kind`` what it names (which
cards a picker offers, the word that stands for it in a list of forms, how a sentence writes it); the other
words are written as they are (read in any case, any spaces between them). ``name`` keys the form's words in
the engine's catalogs (:data:`.messages.MOVE_WORDS`). A form only Antiquity has is marked ``antiquity``: the
engine refuses it in a Middle Ages game (rule ``bad-move``, :mod:`.verbs`). A form with a ``lang`` is one a reader
types on that language's page (``envoyer {card:worker} sur {site:site}``): the case checker reads it, a scenario file
never does; the forms without one (:data:`FILE_FORMS`) are the file's, which every page also reads and which
:meth:`Move.text` writes. In a form a reader types, words in brackets may be left out (``…を雇用[する]``,
``acheter une action[ payante]``): each language's forms read every way the checker says a move back
(:data:`.messages.MOVE_WORDS`) and the plain variants a player types.

    open CARD             take a building (or machine) from the row as a new site
    recruit CARD          take a worker from the row into the team
    send WORKER to SITE   send a free worker (or built machine) to one of your sites
    take N                spend N actions (1, 2 or 3) on écus
    buy                   pay écus for one more action
    end                   end the turn (at Antiquity's settlement: finish settling)

Antiquity adds:

    send WORKER to SITE with TOOL   send, fitting one of your free tools to the worker
    invest CARD [on WORKER]         take a card of the investment row (a university goes on WORKER)
    free SLAVE                      free a slave
    repay LOAN                      repay a loan (end-of-game settlement)

>>> parse("send compagnon-3 to chapelle")
Move(verb='send', card='compagnon-3', site='chapelle', n=None, tool=None, on=None)
>>> parse("  TAKE 2 ").text(), Move("invest", "universite-bois", on="apprenti-1").text()
('take 2', 'invest universite-bois on apprenti-1')
>>> for text in ("take two", "open", "fly"):
...     try:
...         parse(text)
...     except MoveSyntaxError:
...         print("not a move:", text)
not a move: take two
not a move: open
not a move: fly
>>> said_forms(str.upper, antiquity=False)[2], said_forms(str.upper)[2]
('send WORKER to SITE', 'send WORKER to SITE [with TOOL]')
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from ..i18n import Catalog

SLOT = re.compile(r"\{(\w+):([\w-]+)\}")
"""A slot of a form's text: ``{field:kind}``."""
OPTIONAL = re.compile(r"\[([^\[\]{}]*)\]")
"""Words of a form a reader may leave out: ``[する]``, ``action[s]`` (its spaces inside the brackets)."""
NUMBERS = ("n",)
"""The :class:`Move` fields that hold a whole number; every other field holds a card id."""
ID_TEXT = r"\S+"
NUMBER_TEXT = r"[+-]?[0-9]{1,9}"
"""What a slot of a scenario line may hold: a card id (no space), a whole number (ASCII digits, as the page reads)."""


@dataclass(frozen=True)
class Form:
    """One way of writing a move of ``verb`` (see the module docstring); a form a reader types that is not ``told``
    is read but not shown in the list of forms (:func:`said_forms`): a way the checker says a move back."""

    verb: str
    name: str
    text: str
    antiquity: bool = False
    lang: str | None = None
    told: bool = True

    @cached_property
    def slots(self) -> tuple[tuple[str, str], ...]:
        """``(field, kind)`` of each slot, in order."""
        return tuple(SLOT.findall(self.text))

    @cached_property
    def fields(self) -> tuple[str, ...]:
        return tuple(field for field, _kind in self.slots)

    @cached_property
    def pattern(self) -> re.Pattern:
        """The form as a regular expression over a scenario line (whole line, any case, any spaces; in a form a
        reader types, the spaces next to a script written without them, 派遣, are optional, :func:`_words`)."""
        out, at = [], 0
        loose = self.lang is not None
        for m in SLOT.finditer(self.text):
            out.append(_words(self.text[at:m.start()], loose))
            slot = f"(?P<{m.group(1)}>{NUMBER_TEXT if m.group(1) in NUMBERS else ID_TEXT})"
            out.append(rf"\s*{slot}\s*" if loose else slot)
            at = m.end()
        out.append(_words(self.text[at:], loose))
        return re.compile("".join(out), re.IGNORECASE)

    def write(self, move: Move, optional: bool = True) -> str:
        """``move`` written in this form (its slots filled with the move's fields), with the words that may be left
        out (``optional``) or without them."""
        return SLOT.sub(lambda m: str(getattr(move, m.group(1))), _optional(self.text, optional))


def _optional(text: str, keep: bool) -> str:
    """A form's text with its bracketed words written (``keep``) or left out, the brackets gone."""
    return OPTIONAL.sub(lambda m: m.group(1) if keep else "", text)


LATIN = re.compile(r"[\u0000-\u024f]")
"""A character of a script written with spaces between words (Latin); a space next to any other (を, 派遣) may be left
out in a form a reader types."""


def _words(text: str, loose: bool = False) -> str:
    """The fixed words of a form as a pattern: each run of spaces one or more spaces (in a form a reader types,
    ``loose``, none or more where it touches a script written without spaces), the rest as written, the words in
    brackets optional."""
    out, at = [], 0
    for m in OPTIONAL.finditer(text):
        out.append(_plain_words(text[at:m.start()], loose) + f"(?:{_plain_words(m.group(1), loose)})?")
        at = m.end()
    return "".join(out) + _plain_words(text[at:], loose)


def _plain_words(text: str, loose: bool) -> str:
    parts = [part for part in re.split(r"(\s+)", text) if part]
    out = []
    for i, part in enumerate(parts):
        if not part.isspace():
            out.append(re.escape(part))
            continue
        around = (parts[i - 1][-1:] if i else "") + (parts[i + 1][:1] if i + 1 < len(parts) else "")
        out.append(r"\s*" if loose and not all(LATIN.match(c) for c in around) else r"\s+")
    return "".join(out)


FORMS: tuple[Form, ...] = (
    Form("open", "open", "open {card:row-building}"),
    Form("recruit", "recruit", "recruit {card:row-worker}"),
    Form("send", "send", "send {card:worker} to {site:site}"),
    Form("send", "send-tool", "send {card:worker} to {site:site} with {tool:tool}", antiquity=True),
    Form("take", "take", "take {n:actions}"),
    Form("buy", "buy", "buy"),
    Form("end", "end", "end"),
    Form("invest", "invest", "invest {card:investment}", antiquity=True),
    Form("invest", "invest-on", "invest {card:investment} on {on:student}", antiquity=True),
    Form("free", "free", "free {card:slave}", antiquity=True),
    Form("repay", "repay", "repay {card:loan}", antiquity=True),
    # what a reader types on the French page, and the move as the checker says it back (engine.messages.MOVE_WORDS)
    Form("open", "open", "ouvrir {card:row-building}", lang="fr"),
    Form("open", "open", "ouvrir le chantier {card:row-building}", lang="fr", told=False),
    Form("recruit", "recruit", "recruter {card:row-worker}", lang="fr"),
    Form("send", "send", "envoyer {card:worker} sur {site:site}", lang="fr"),
    Form("send", "send", "envoyer {card:worker} travailler {site:site}", lang="fr", told=False),
    Form("send", "send-tool", "envoyer {card:worker} sur {site:site} avec {tool:tool}", antiquity=True, lang="fr"),
    Form("send", "send-tool", "envoyer {card:worker} travailler {site:site} avec {tool:tool}", antiquity=True,
         lang="fr", told=False),
    Form("take", "take", "prendre {n:actions}", lang="fr"),
    Form("take", "take", "prendre des écus avec {n:actions} action[s]", lang="fr", told=False),
    Form("take", "take", "prendre des sesterces avec {n:actions} action[s]", antiquity=True, lang="fr", told=False),
    Form("buy", "buy", "acheter", lang="fr"),
    Form("buy", "buy", "acheter une action[ payante]", lang="fr"),
    Form("end", "end", "finir le tour", lang="fr"),
    Form("end", "end", "terminer le tour", lang="fr"),
    Form("end", "end", "terminer son tour", lang="fr", told=False),
    Form("invest", "invest", "investir {card:investment}", antiquity=True, lang="fr"),
    Form("invest", "invest", "investir : {card:investment}", antiquity=True, lang="fr", told=False),
    Form("invest", "invest-on", "investir {card:investment} sur {on:student}", antiquity=True, lang="fr"),
    Form("invest", "invest-on", "investir : {card:investment} sur {on:student}", antiquity=True, lang="fr", told=False),
    Form("free", "free", "affranchir {card:slave}", antiquity=True, lang="fr"),
    Form("repay", "repay", "rembourser {card:loan}", antiquity=True, lang="fr"),
    # on the English page, besides the file's forms
    Form("open", "open", "start construction on {card:row-building}", lang="en", told=False),
    Form("send", "send", "send {card:worker} to work on {site:site}", lang="en", told=False),
    Form("send", "send-tool", "send {card:worker} to work on {site:site} with {tool:tool}", antiquity=True,
         lang="en", told=False),
    Form("take", "take", "take écus with {n:actions} action[s]", lang="en", told=False),
    Form("take", "take", "take sesterces with {n:actions} action[s]", antiquity=True, lang="en", told=False),
    Form("buy", "buy", "buy an[ extra] action", lang="en"),
    Form("end", "end", "end the turn", lang="en"),
    Form("invest", "invest", "invest: {card:investment}", antiquity=True, lang="en", told=False),
    Form("invest", "invest-on", "invest: {card:investment} on {on:student}", antiquity=True, lang="en", told=False),
    # on the Japanese page (Board Game Arena's words: 建築の着手, 労働者の雇用, 労働者の派遣, コインの獲得, and the
    # glossary's: 雇う, 追加アクション), with or without する
    Form("open", "open", "{card:row-building}を着手[する]", lang="ja"),
    Form("open", "open", "{card:row-building}に着手[する]", lang="ja"),
    Form("open", "open", "{card:row-building}の建築に着手[する]", lang="ja"),
    Form("open", "open", "{card:row-building}の建設に着手[する]", lang="ja"),
    Form("recruit", "recruit", "{card:row-worker}を雇用[する]", lang="ja"),
    Form("recruit", "recruit", "{card:row-worker}を雇う", lang="ja"),
    Form("send", "send", "{card:worker}を{site:site}に派遣[する]", lang="ja"),
    Form("send", "send-tool", "{card:worker}に{tool:tool}を装備させて{site:site}に派遣[する]", antiquity=True,
         lang="ja"),
    Form("send", "send-tool", "{card:worker}に{tool:tool}を持たせて{site:site}に派遣[する]", antiquity=True,
         lang="ja"),
    Form("take", "take", "コインの獲得 {n:actions}", lang="ja"),
    Form("take", "take", "{n:actions}アクションでコインを獲得[する]", lang="ja"),
    Form("take", "take", "セステルティウスの獲得 {n:actions}", antiquity=True, lang="ja"),
    Form("take", "take", "{n:actions}アクションでセステルティウスを獲得[する]", antiquity=True, lang="ja"),
    Form("buy", "buy", "アクションを購入[する]", lang="ja"),
    Form("buy", "buy", "追加[の]アクションを購入[する]", lang="ja"),
    Form("buy", "buy", "アクションを買う", lang="ja"),
    Form("buy", "buy", "追加[の]アクションを買う", lang="ja"),
    Form("end", "end", "手番を終える", lang="ja"),
    Form("end", "end", "手番を終了[する]", lang="ja"),
    Form("end", "end", "手番終了", lang="ja"),
    Form("invest", "invest", "{card:investment}に投資[する]", antiquity=True, lang="ja"),
    Form("invest", "invest-on", "{card:investment}に投資して{on:student}に重ねる", antiquity=True, lang="ja"),
    Form("free", "free", "{card:slave}を解放[する]", antiquity=True, lang="ja"),
    Form("repay", "repay", "{card:loan}を返済[する]", antiquity=True, lang="ja"),
)
"""Every form of every verb, the verbs in the order of :data:`.verbs.MOVES`, a verb's shorter form first; the forms a
reader types in a language (``lang``) after the file's."""

FILE_FORMS: tuple[Form, ...] = tuple(f for f in FORMS if f.lang is None)
"""The forms of a scenario file (the ones :func:`parse` reads and :meth:`Move.text` writes)."""


SLOT_WORDS = Catalog("engine move slots", {
    # what stands for each kind of slot of a move form (engine.moves) in a list of the forms
    "row-building": {"fr": "CARTE", "en": "CARD", "ja": "カード"},
    "row-worker": {"fr": "CARTE", "en": "CARD", "ja": "カード"},
    "worker": {"fr": "OUVRIER", "en": "WORKER", "ja": "労働者"},
    "site": {"fr": "CHANTIER", "en": "SITE", "ja": "建物"},
    "tool": {"fr": "OUTIL", "en": "TOOL", "ja": "道具"},
    "actions": {"fr": "N", "en": "N", "ja": "N"},
    "investment": {"fr": "CARTE", "en": "CARD", "ja": "カード"},
    "student": {"fr": "OUVRIER", "en": "WORKER", "ja": "労働者"},
    "slave": {"fr": "ESCLAVE", "en": "SLAVE", "ja": "奴隷"},
    "loan": {"fr": "EMPRUNT", "en": "LOAN", "ja": "借金"},
})
"""The word that stands for each kind of slot in a list of the :data:`FORMS` (``send OUVRIER to CHANTIER``)."""


class MoveSyntaxError(ValueError):
    """Text that is not a move (the game refuses it with rule ``bad-move``)."""


class Move(NamedTuple):
    """One move: ``verb`` and, as its form needs, ``card`` (open, recruit, invest, free, repay; send: the worker),
    ``site`` (send), ``n`` (take), ``tool`` (send with a tool) or ``on`` (invest in a university: the worker)."""

    verb: str
    card: str | None = None
    site: str | None = None
    n: int | None = None
    tool: str | None = None
    on: str | None = None

    def text(self) -> str:
        """The move written as a scenario line, in the form of its verb that has exactly its fields:
        ``Move("send", "compagnon-3", "chapelle").text() == "send compagnon-3 to chapelle"``."""
        form = form_of(self) or next((f for f in FILE_FORMS if f.verb == self.verb), None)
        return form.write(self) if form is not None else self.verb


def form_of(move: Move) -> Form | None:
    """The form ``move`` is written in: its verb's form whose slots are the fields the move gives (None: no such)."""
    given = {name for name in Move._fields[1:] if getattr(move, name) is not None}
    return next((f for f in FILE_FORMS if f.verb == move.verb and set(f.fields) == given), None)


def parse(text: str, lang: str | None = None) -> Move:
    """Read one move written in one of the :data:`FILE_FORMS` (with ``lang``, also in a form a reader types in that
    language, its cards named by their ids); MoveSyntaxError when the text is not a move."""
    if not isinstance(text, str):
        raise MoveSyntaxError(f"a move is a line of text, not {type(text).__name__}")
    line = text.strip()
    for form in reading_order(FILE_FORMS + forms_of(lang)) if lang else FILE_FORMS:
        found = form.pattern.fullmatch(line)
        if found:
            values = {k: int(v) if k in NUMBERS else v for k, v in found.groupdict().items()}
            return Move(form.verb, **values)
    raise MoveSyntaxError(f"cannot read the move {text!r} (forms: {', '.join(said_forms(_english))})")


def forms_of(lang: str) -> tuple[Form, ...]:
    """The forms a reader types in ``lang`` (besides the file's), in the table's order."""
    return tuple(f for f in FORMS if f.lang == lang)


def reading_order(forms) -> list[Form]:
    """``forms`` in the order a typed move is tried against them: the most fixed words first, so that a form is
    never read as a shorter one whose slots swallow its words (``…に道具を装備させて…に派遣`` before ``…を…に派遣``,
    ``send … to work on …`` before the file's ``send … to …``)."""
    return sorted(forms, key=lambda f: -len("".join(SLOT.sub("", f.text).split())))


def said_forms(word: Callable[[str], str], antiquity: bool = True, lang: str | None = None) -> list[str]:
    """The forms as a reader is told them, each slot replaced by ``word(kind)`` (the words that may be left out left
    out); a verb's longer form that only adds
    to its shorter one is shown in brackets after it (``invest CARD [on WORKER]``), a verb's other ways of writing
    the same form left out; without ``antiquity``, the Middle Ages forms only; with ``lang``, the forms a reader
    types in that language, where it has its own (the file's otherwise)."""
    own = [f for f in forms_of(lang) if f.told] if lang else ()
    told = [f for verb in dict.fromkeys(f.verb for f in FILE_FORMS)
            for f in ([g for g in own if g.verb == verb] or [g for g in FILE_FORMS if g.verb == verb])]
    out: list[tuple[str, str]] = []
    said: set[str] = set()
    for form in told:
        if form.antiquity and not antiquity or form.name in said:
            continue
        said.add(form.name)
        text = SLOT.sub(lambda m: word(m.group(2)), _optional(form.text, False))
        if out and out[-1][0] == form.verb and text.startswith(out[-1][1] + " "):
            out[-1] = (form.verb, f"{out[-1][1]} [{text[len(out[-1][1]) + 1:]}]")
        else:
            out.append((form.verb, text))
    return [text for _verb, text in out]


def _english(kind: str) -> str:
    return SLOT_WORDS(kind, "en")


def grammar(lang: str | None = None) -> dict:
    """The table as plain data, for the case checker's page: each form (verb, name, text, whether only Antiquity
    has it, the language a reader types it in: None for the file's forms), the file's forms and those of ``lang``;
    the fields that hold numbers, and what a slot of a scenario line holds (the same patterns in both languages'
    regular expressions)."""
    return {"forms": [{"verb": f.verb, "name": f.name, "text": f.text, "antiquity": f.antiquity, "lang": f.lang}
                      for f in FORMS if f.lang in (None, lang)],
            "numbers": list(NUMBERS), "slots": {"id": ID_TEXT, "number": NUMBER_TEXT}}
