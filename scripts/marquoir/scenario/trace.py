"""What ``marquoir check`` prints around the engine's own trace lines, in French, English and Japanese."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..engine.messages import join_names
from ..i18n import Catalog

TEXTS = Catalog("scenario", {
    "header": {
        "fr": "Scénario {file} — {players}, donne n° {seed}",
        "en": "Scenario {file} — {players}, deal number {seed}",
        "ja": "シナリオ {file} — {players}、配り方の番号 {seed}",
    },
    "move": {
        "fr": "▶ Coup {n} (ligne {line}) : {move}",
        "en": "▶ Move {n} (line {line}): {move}",
        "ja": "▶ {n}手目（{line}行目）：{move}",
    },
    "refused": {
        "fr": "Refusé ({rule}) : {message}",
        "en": "Refused ({rule}): {message}",
        "ja": "拒否（{rule}）：{message}",
    },
    "expectations": {
        "fr": "Attentes :",
        "en": "Expectations:",
        "ja": "期待値：",
    },
    "holds": {
        "fr": "  ✓ {key} = {expected}",
        "en": "  ✓ {key} = {expected}",
        "ja": "  ✓ {key} = {expected}",
    },
    "differs": {
        "fr": "  ✗ {key} : attendu {expected}, trouvé {found}",
        "en": "  ✗ {key}: expected {expected}, found {found}",
        "ja": "  ✗ {key}：期待値 {expected}、実際 {found}",
    },
    "unmet": {
        "fr": "{file}:{line}: {key} : attendu {expected}, trouvé {found}",
        "en": "{file}:{line}: {key}: expected {expected}, found {found}",
        "ja": "{file}:{line}: {key}：期待値 {expected}、実際 {found}",
    },
    "ok": {
        "fr": "OK : {file} — toutes les attentes sont vérifiées ({total}).",
        "en": "OK: {file} — every expectation holds ({total}).",
        "ja": "OK：{file} — すべての期待値を満たしている（{total}件）。",
    },
    "failed": {
        "fr": "ÉCHEC : {file} — attentes non vérifiées : {count} sur {total}.",
        "en": "FAILED: {file} — {count} of {total} expectations do not hold.",
        "ja": "失敗：{file} — {total}件中{count}件の期待値が満たされていない。",
    },
    "unexpected": {
        "fr": ("{file}:{line}: moves[{index}]: {code} le coup « {move} » est refusé ({rule}) alors qu'aucun refus "
               "n'est attendu : {message}"),
        "en": ("{file}:{line}: moves[{index}]: {code} the move “{move}” was refused ({rule}) but no refusal is "
               "expected: {message}"),
        "ja": ("{file}:{line}: moves[{index}]：{code} 「{move}」が拒否された（{rule}）が、拒否は想定されていない："
               "{message}"),
    },
    "played": {
        "fr": "(coup joué, pas de refus)",
        "en": "(the move was played, no refusal)",
        "ja": "（手は受理され、拒否されなかった）",
    },
    "not-current": {
        "fr": "(ce n'est pas le tour de {player} ; joueur actif : {current})",
        "en": "(it is not {player}'s turn; current player: {current})",
        "ja": "（{player}の手番ではない。現在の手番：{current}）",
    },
    "malformed": {
        "fr": "Fichier de scénario invalide : {error}",
        "en": "Malformed scenario file: {error}",
        "ja": "シナリオファイルが不正：{error}",
    },
    "malformed-several": {
        "fr": "Fichier de scénario invalide ({count} problèmes) :",
        "en": "Malformed scenario file ({count} problems):",
        "ja": "シナリオファイルが不正（問題{count}件）：",
    },
    "invalid-facts": {
        "fr": ("Les faits des cartes sont invalides : le scénario {file} ne peut pas être rejoué "
               "({count} erreur(s)) :"),
        "en": "The card facts are invalid: the scenario {file} cannot be replayed ({count} error(s)):",
        "ja": "カードのファクトが不正なため、シナリオ {file} を再生できない（エラー{count}件）：",
    },
})
"""The runner's lines: ``TEXTS(key, lang, **params)``."""


def say(text_id: str, lang: str, /, **params: Any) -> str:
    """One line of the runner in ``lang`` (ValueError for an unknown language)."""
    return TEXTS(text_id, lang, **params)


def players_list(names: list[str], lang: str) -> str:
    return join_names(names, lang)


def show(value: Any) -> str:
    """A value written as in the scenario file: ``[a, b]``, ``{chapelle: [a]}``, ``null``, ``true``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Fraction):  # an exact score in tenths: 37/2 -> 18.5
        return str(int(value)) if value.denominator == 1 else f"{float(value):.10f}".rstrip("0")
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(show(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {show(v)}" for k, v in value.items()) + "}"
    return str(value)
