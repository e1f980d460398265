"""A case's answer as a referee says it, in French, English and Japanese: the ruling, and each claim checked.

The ruling is what a player asked: every move allowed (and the figures after the last one, or the winner once the
game is over), or the first refused move, who played it and why; or why the case could not be replayed. It names no
expectation unless the case states some: then one more sentence counts the claims that are right, and each claim
(an expectation of the file: "Alice has 5 écus", "the last move is refused") is said with whether it is right and,
when it is not, what the game gives. The case checker shows them (``marquoir.web``: ``ruling``, ``claims``); the
command's own report stays as it is (:mod:`.trace`).

Pure Python on the standard library, like the checker: it runs in the reader's browser too.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..engine.messages import (
    MONEY,
    RULE_NAMES,
    amount,
    card_forms,
    join_names,
    number,
    ranking_words,
    rule_name,
    with_de,
)
from ..i18n import Catalog
from .trace import show

WORDS = Catalog("case checker ruling", {
    "allowed": {"fr": "Tous les coups sont permis. Après le dernier : {figures}.",
                "en": "Every move is allowed. After the last one: {figures}.",
                "ja": "すべての手が認められます。最後の手の後は、{figures}です。"},
    "no-moves": {"fr": "Aucun coup à juger. Sur la table : {figures}.",
                 "en": "No move to judge. On the table: {figures}.",
                 "ja": "判定する手はありません。テーブルの状況は、{figures}です。"},
    "over": {"fr": "Tous les coups sont permis et la partie est finie : {winner}.",
             "en": "Every move is allowed and the game is over: {winner}.",
             "ja": "すべての手が認められ、ゲームは終了しています。{winner}。"},
    "figures": {"fr": "{player} a {money} et {vp}", "en": "{player} has {money} and {vp}",
                "ja": "{player}は{money}・{vp}"},
    "wins": {"fr": "{player} gagne avec {score}", "en": "{player} wins with {score}",
             "ja": "{player}が{score}で勝利します"},
    "wins-tiebreak": {"fr": "{player} gagne avec {score}, à égalité avec {others} ({reason})",
                      "en": "{player} wins with {score}, tied with {others} ({reason})",
                      "ja": "{player}が{score}で勝利します。{others}と同点ですが、{reason}"},
    "share": {"fr": "{names} partagent la victoire avec {score}, rien ne les départage",
              "en": "{names} share the win with {score}: nothing separates them",
              "ja": "{names}が{score}で勝利を分け合います。同点の場合の決着でも差がつきません"},
    "refused": {"fr": "{player} ne peut pas {move} (coup {n}). {message}",
                "en": "{player} cannot {move} (move {n}). {message}",
                "ja": "{player}は{n}手目で{move}ことはできません。{message}"},
    "refused-text": {"fr": "Le coup {n} de {player}, {move}, n'est pas un coup du jeu. {message}",
                     "en": "Move {n} by {player}, {move}, is not a move of the game. {message}",
                     "ja": "{player}の{n}手目{move}は、このゲームの手ではありません。{message}"},
    "claims": {"fr": "Affirmations justes : {right} sur {total}.", "en": "Claims that are right: {right} of {total}.",
               "ja": "主張{total}件のうち、正しいのは{right}件です。"},
    "malformed": {"fr": "Le cas n'a pas pu être rejoué. Problèmes dans le fichier : {count}. {first}",
                  "en": "The case could not be replayed. Problems in the file: {count}. {first}",
                  "ja": "ケースを再生できませんでした。ファイルに問題が{count}件あります。{first}"},
    "malformed-form": {"fr": "Le cas n'a pas pu être rejoué. À corriger dans le formulaire : {count}. {first}",
                       "en": "The case could not be replayed. To correct in the form: {count}. {first}",
                       "ja": "ケースを再生できませんでした。フォームに直すところが{count}件あります。{first}"},
    "at-line": {"fr": "Ligne {line} : {what}", "en": "Line {line}: {what}", "ja": "{line}行目：{what}"},
    "in-field": {"fr": "{field} : {what}", "en": "{field}: {what}", "ja": "{field}：{what}"},
    "cards": {"fr": "Le cas n'a pas pu être rejoué : les données des cartes sont invalides (erreurs : {count}).",
              "en": "The case could not be replayed: the card data is invalid (errors: {count}).",
              "ja": "ケースを再生できませんでした。カードのデータが不正です（エラー{count}件）。"},
    "internal": {
        "fr": "Le vérificateur a rencontré une erreur inattendue : ce cas n'a pas pu être vérifié. Cela ne vient pas "
              "forcément du cas ; la commande marquoir check donne le verdict de référence.",
        "en": "The checker met an unexpected error: this case could not be checked. The case may well be fine; the "
              "marquoir check command gives the reference verdict.",
        "ja": "検証ツールで予期しないエラーが発生したため、このケースを検証できませんでした。ケース自体に問題があるとは"
              "限りません。基準となる判定は marquoir check コマンドで得られます。"},
    # each claim: what the case states, then whether it is right
    "right": {"fr": "{claim} : juste.", "en": "{claim}: right.", "ja": "{claim}：正しい主張です。"},
    "wrong": {"fr": "{claim} : faux ({found}).", "en": "{claim}: wrong ({found}).",
              "ja": "{claim}：誤りです（実際は{found}）。"},
    "claim-money": {"fr": "{player} a {value}", "en": "{player} has {value}", "ja": "{player}の所持金は{value}"},
    "claim-vp": {"fr": "{player} a {value}", "en": "{player} has {value}", "ja": "{player}の勝利点は{value}"},
    "claim-score": {"fr": "{player} marque {value}", "en": "{player} scores {value}", "ja": "{player}の得点は{value}"},
    "claim-penalties": {"fr": "{player} a {value} de pénalités", "en": "{player} has {value} of penalties",
                        "ja": "{player}のペナルティは{value}"},
    "claim-actions": {"fr": "il reste {value} à {player}", "en": "{player} has {value} left",
                      "ja": "{player}の残りアクションは{value}"},
    "claim-rank": {"fr": "{player} finit à la place {value}", "en": "{player} finishes in place {value}",
                   "ja": "{player}は{value}位"},
    "claim-built": {"fr": "{player} a terminé {value}", "en": "{player} has completed {value}",
                    "ja": "{player}が完成させたのは{value}"},
    "claim-built-none": {"fr": "{player} n'a terminé aucun bâtiment", "en": "{player} has completed no building",
                         "ja": "{player}が完成させた建物はない"},
    "claim-player": {"fr": "{player}, {key} : {value}", "en": "{player}, {key}: {value}",
                     "ja": "{player}の{key}は{value}"},
    "claim-error": {"fr": "le dernier coup est refusé ({rule})", "en": "the last move is refused ({rule})",
                    "ja": "最後の手は拒否される（{rule}）"},
    "claim-over": {"fr": "la partie est finie", "en": "the game is over", "ja": "ゲームは終了している"},
    "claim-not-over": {"fr": "la partie n'est pas finie", "en": "the game is not over",
                       "ja": "ゲームはまだ終了していない"},
    "claim-winner": {"fr": "victoire : {value}", "en": "the winner: {value}", "ja": "勝者は{value}"},
    "claim-current": {"fr": "c'est à {value} de jouer", "en": "it is {value}'s turn", "ja": "{value}の手番"},
    "claim-table": {"fr": "{key} : {value}", "en": "{key}: {value}", "ja": "{key}は{value}"},
    "found-played": {"fr": "le coup est joué", "en": "the move is played", "ja": "手が認められます"},
    "found-other-rule": {"fr": "il est refusé pour une autre raison : {rule}",
                         "en": "it is refused for another reason: {rule}", "ja": "別の理由で拒否されます：{rule}"},
    "none": {"fr": "aucun", "en": "none", "ja": "なし"},
})
"""The sentences of a ruling and of its claims (``{fields}`` filled by this module)."""

PROBLEM_WORDS = Catalog("case checker problems", {
    # what makes a scenario file malformed, in a player's words, by the problem's name (scenario.codes.CODES and
    # yamlsafe.READING); the command's own message (English) stays in the report
    "read": {"fr": "le fichier ne peut pas être lu", "en": "the file cannot be read", "ja": "ファイルを読み込めません"},
    "size": {"fr": "le fichier est trop long", "en": "the file is too long", "ja": "ファイルが長すぎます"},
    "encoding": {"fr": "le texte contient un caractère illisible", "en": "the text holds an unreadable character",
                 "ja": "読み取れない文字が含まれています"},
    "nul": {"fr": "le texte contient un caractère nul", "en": "the text holds a NUL character",
            "ja": "NUL文字が含まれています"},
    "depth": {"fr": "le fichier est imbriqué trop profondément", "en": "the file is nested too deep",
              "ja": "入れ子が深すぎます"},
    "syntax": {"fr": "le texte n'est pas un fichier YAML valide", "en": "the text is not valid YAML",
               "ja": "YAMLとして正しくありません"},
    "documents": {"fr": "le fichier contient plusieurs documents", "en": "the file holds more than one document",
                  "ja": "ファイルに複数の文書が含まれています"},
    "empty": {"fr": "le fichier est vide", "en": "the file is empty", "ja": "ファイルが空です"},
    "alias": {"fr": "une ancre ou un alias YAML (& ou *)", "en": "a YAML anchor or alias (& or *)",
              "ja": "YAMLのアンカーまたはエイリアス（&・*）があります"},
    "tag": {"fr": "une étiquette YAML (!…)", "en": "a YAML tag (!…)", "ja": "YAMLのタグ（!…）があります"},
    "merge": {"fr": "une clé de fusion YAML (<<)", "en": "a YAML merge key (<<)",
              "ja": "YAMLのマージキー（<<）があります"},
    "key": {"fr": "une clé qui n'est pas un simple mot", "en": "a key that is not a plain word",
            "ja": "単純な語ではないキーがあります"},
    "duplicate": {"fr": "une clé écrite deux fois", "en": "a key written twice", "ja": "同じキーが2回書かれています"},
    "value": {"fr": "une valeur illisible", "en": "a value that cannot be read", "ja": "読み取れない値があります"},
    "number": {"fr": "un nombre écrit d'une façon ambiguë (010, 0x10…)",
               "en": "a number written ambiguously (010, 0x10…)",
               "ja": "あいまいな書き方の数があります（010、0x10など）"},
    "mapping": {"fr": "une liste de clés et de valeurs est attendue ici", "en": "keys and values are expected here",
                "ja": "ここにはキーと値の組が必要です"},
    "unknown-key": {"fr": "un nom qui n'est ni un joueur ni une clé du format", "en": "a name that is neither a player "
                    "nor a key of the format", "ja": "プレイヤーでも書式のキーでもない名前があります"},
    "elsewhere": {"fr": "une clé de l'autre édition (écus, sesterces…)", "en": "a key of the other edition (écus, "
                  "sesterces…)", "ja": "別のエディションのキーです（コイン、セステルティウスなど）"},
    "missing-key": {"fr": "il manque les joueurs, les coups ou les attentes", "en": "the players, the moves or the "
                    "expectations are missing", "ja": "プレイヤー、手、期待する結果のいずれかがありません"},
    "type": {"fr": "une valeur d'un autre genre est attendue (un nombre entier, une liste…)",
             "en": "a value of another kind is expected (a whole number, a list…)",
             "ja": "別の種類の値が必要です（整数、リストなど）"},
    "bound": {"fr": "un nombre au-delà de ce qu'une partie permet", "en": "a number beyond what a game allows",
              "ja": "ゲームであり得る範囲を超えた数です"},
    # a number out of its bounds, with its figures (spec.Problem's values): what the command says, in every language
    "bound-low": {"fr": "{value} est en dessous de {low}, le plus petit nombre permis",
                  "en": "{value} is below {low}, the smallest number allowed",
                  "ja": "{value}は下限の{low}より小さい数です"},
    "bound-high": {"fr": "{value} dépasse {high}, le plus qu'une partie permet",
                   "en": "{value} is more than {high}, the most a game allows",
                   "ja": "{value}はゲームであり得る上限の{high}を超えています"},
    "card": {"fr": "une carte qui n'existe pas dans cette édition", "en": "a card this edition does not have",
             "ja": "このエディションにないカードです"},
    "player": {"fr": "les noms des joueurs (deux fois le même, un nom qui n'est pas un joueur…)",
               "en": "the players' names (the same one twice, a name that is not a player's…)",
               "ja": "プレイヤー名に問題があります（同じ名前が2つ、プレイヤーでない名前など）"},
    "rule": {"fr": "une règle que le moteur ne connaît pas", "en": "a rule the engine does not know",
             "ja": "エンジンが知らないルールです"},
    "option": {"fr": "une option inconnue, ou une valeur qu'elle ne prend pas", "en": "an unknown option, or a value "
               "it does not take", "ja": "不明なオプション、または使えない値です"},
    "move": {"fr": "un texte qui n'est pas un coup", "en": "text that is not a move", "ja": "手として読めない文です"},
    "antiquity-move": {"fr": "un coup qui n'existe que dans Antiquité", "en": "a move only Antiquity has",
                       "ja": "『古代』にしかない手です"},
    "edition": {"fr": "une édition inconnue", "en": "an unknown edition", "ja": "不明なエディションです"},
    "stack": {"fr": "une pile inconnue de la ligne d'investissement", "en": "an unknown stack of the investment row",
              "ja": "投資の列にない山です"},
    "table": {"fr": "une table impossible (une carte à deux endroits, une ligne trop longue…)",
              "en": "a table that cannot be (a card in two places, a row too long…)",
              "ja": "あり得ないテーブルです（同じカードが2か所にある、場札が多すぎるなど）"},
    "no-move": {"fr": "un refus attendu sans coup à refuser", "en": "a refusal expected with no move to refuse",
                "ja": "拒否を期待していますが、拒否される手がありません"},
})
"""What makes a file malformed, in a player's words (the reader of a file the form wrote meets few of them)."""

FIELD_WORDS = Catalog("case checker fields", {
    # the field of the case checker's form a problem is in (its path in the case), for a reader who filled the form
    # and never saw the file: the player's name and what ({money}: the edition's)
    "setup-money": {"fr": "les {money} {player_de}", "en": "{player}'s {money}", "ja": "{player}の{money}"},
    "setup-built": {"fr": "les bâtiments terminés {player_de}", "en": "{player}'s completed buildings",
                    "ja": "{player}の完成した建物"},
    "setup-workers": {"fr": "l'équipe {player_de}", "en": "{player}'s team", "ja": "{player}のチーム"},
    "setup-sites": {"fr": "les chantiers {player_de}", "en": "{player}'s sites", "ja": "{player}の建築中の建物"},
    "setup-player": {"fr": "la table {player_de}", "en": "{player}'s table", "ja": "{player}の手元"},
    "expect-money": {"fr": "les {money} {player_de} à la fin", "en": "{player}'s {money} at the end",
                     "ja": "{player}の終了時の{money}"},
    "expect-vp": {"fr": "les PV {player_de}", "en": "{player}'s VP", "ja": "{player}の勝利点"},
    "expect-score": {"fr": "le score final {player_de}", "en": "{player}'s final score", "ja": "{player}の最終得点"},
    "expect-player": {"fr": "ce qu'on affirme {player_de}", "en": "what is claimed of {player}",
                      "ja": "{player}についての主張"},
    "setup-buildings_row": {"fr": "la ligne des bâtiments", "en": "the building row", "ja": "建物の場札"},
    "setup-workers_row": {"fr": "la ligne des ouvriers", "en": "the worker row", "ja": "労働者の場札"},
    "expect-error": {"fr": "le refus qu'on affirme", "en": "the refusal claimed", "ja": "拒否の主張"},
    "seed": {"fr": "le numéro de donne", "en": "the deal number", "ja": "配り方の番号"},  # as the form's field says it
    "players": {"fr": "les noms des joueurs", "en": "the players' names", "ja": "プレイヤー名"},
    "moves": {"fr": "le coup {n}", "en": "move {n}", "ja": "{n}手目"},
})
"""The fields of the case checker's form, named as the ruling names them when the case came from the form."""

MONEY_KEYS = ("ecus", "sesterces")
CARD_LISTS = ("built", "workers", "slaves", "freed", "tools", "loans")


COMMAND_LANG = "en"
"""The language the checks of the case format write their messages in (:mod:`marquoir.spec`,
:mod:`.schema`): a report in another language says a problem in the words of :data:`PROBLEM_WORDS` where they say
all of it (:func:`problem_message`)."""


def problem_words(error, lang: str) -> str | None:
    """A problem of a file (a YamlError or a FactError) in ``lang``: a number out of its bounds with its figures
    (what it is and the bound it breaks), any other problem by its name (None for a name this catalog has not)."""
    whole = _said_whole(error, lang)
    if whole is not None:
        return whole
    problem = getattr(error, "problem", "")
    return PROBLEM_WORDS(problem, lang) if problem in PROBLEM_WORDS else None


def _said_whole(error, lang: str) -> str | None:
    """The problem in ``lang`` when :data:`PROBLEM_WORDS` say all that its message says (a number below or above its
    bounds, with the value and the bound), else None."""
    values = getattr(error, "values", None) or {}
    if getattr(error, "problem", "") != "bound" or "value" not in values:
        return None
    side = "low" if "low" in values else "high"
    figures = {"value": number(values["value"], lang), side: number(values[side], lang)}
    return PROBLEM_WORDS(f"bound-{side}", lang, **figures)


def problem_message(error, lang: str) -> str:
    """The message of a file's problem as the command prints it in ``lang``: its own (in :data:`COMMAND_LANG`), or
    the problem in ``lang`` where this module says all of it (a number out of bounds)."""
    return error.message if lang == COMMAND_LANG else _said_whole(error, lang) or error.message


def field_words(path: tuple, lang: str) -> str | None:
    """The field of the case checker's form that holds ``path`` of the case, as :data:`FIELD_WORDS` name it (a
    player's écus or sesterces, their completed buildings, the seed, move 3...), or None for a place the form does
    not show."""
    head = path[:1]
    if head == ("moves",) and len(path) > 1 and isinstance(path[1], int):
        return FIELD_WORDS("moves", lang, n=path[1] + 1)
    if head in (("seed",), ("players",)):
        return FIELD_WORDS(path[0], lang)
    if len(path) < 2 or path[0] not in ("setup", "expect") or not isinstance(path[1], str):
        return None
    record, key = path[0], path[1]
    if f"{record}-{key}" in FIELD_WORDS:
        return FIELD_WORDS(f"{record}-{key}", lang)
    player, key = key, path[2] if len(path) > 2 else None
    money = MONEY(key, lang) if key in MONEY_KEYS else ""
    name = f"{record}-{'money' if money else key}"
    return FIELD_WORDS(name if name in FIELD_WORDS else f"{record}-player", lang, player=player,
                       player_de=with_de(player, lang), money=money)


def malformed(problems: list, lang: str, form: bool = False) -> str:
    """Why a malformed file was not replayed: how many problems, then the first, in the reader's words: on its line
    of the file, or, for a case that came from the checker's form (``form``), in the field of the form it is in."""
    first = problems[0]
    what = problem_words(first, lang) or first.message
    field = field_words(getattr(first, "path", ()), lang) if form else None
    if field and field.lower() in what.lower():  # the words name it already: the players' names
        field = None
    if form:
        first_text = WORDS("in-field", lang, field=field, what=what) if field else what
    else:
        first_text = WORDS("at-line", lang, line=first.line, what=what) if first.line is not None else what
    first_text = first_text[0].upper() + first_text[1:]
    return WORDS("malformed-form" if form else "malformed", lang, count=len(problems),
                 first=first_text + ("。" if lang == "ja" else "."))


def ruling(game, steps: list[dict], checks: list, lang: str) -> str:
    """The ruling of a replayed case: the first refused move (``steps``: :func:`marquoir.web.steps`), or every move
    allowed with the figures after the last one (the winner once the game is over); then, when the case states
    claims (``checks``: :attr:`.run.Result.checks`), how many are right."""
    refused = next((s for s in steps if s["refused"]), None)
    if refused is not None:
        key = "refused-text" if refused["refused"]["rule"] == "bad-move" else "refused"
        text = WORDS(key, lang, player=refused["player"] or "", move=refused["words"], n=refused["n"],
                     message=refused["refused"]["message"])
    elif game.over:
        text = WORDS("over", lang, winner=winner(game, lang))
    else:
        text = WORDS("allowed" if steps else "no-moves", lang, figures=figures(game, lang))
    if checks:
        right = sum(c.holds for c in checks)
        text += ("" if lang == "ja" else " ") + WORDS("claims", lang, right=right, total=len(checks))
    return text


def figures(game, lang: str) -> str:
    """Each player's money and VP, as the game stands."""
    money = game.rules.money
    parts = [WORDS("figures", lang, player=name, money=amount(game.ecus(name), money, lang),
                   vp=amount(game.vp(name), "vp", lang)) for name in game.players]
    return ("、" if lang == "ja" else " ; " if lang == "fr" else "; ").join(parts)


def winner(game, lang: str) -> str:
    """Who wins and, when the first are tied on score, what separated them (or that nothing did)."""
    ranking = game.ranking()
    first = ranking[0][1]
    score = amount(game.score(first[0]), "score", lang)
    if len(first) > 1:
        return WORDS("share", lang, names=join_names(first, lang), score=score)
    tied = [n for _rank, names in ranking[1:] for n in names if game.score(n) == game.score(first[0])]
    if not tied:
        return WORDS("wins", lang, player=first[0], score=score)
    separated = [dict(group, separated=[s for s in group["separated"] if s["before"] == first[0]], tied=[])
                 for group in game.ranking_explained()]
    reason = ranking_words([], {}, separated, lang, game.rules.money, machines=game.options.machines_in_tiebreak)
    return WORDS("wins-tiebreak", lang, player=first[0], score=score, others=join_names(tied, lang),
                 reason=reason[0] if reason else "")


def claims(game, checks: list, refused_rule: str | None, lang: str) -> list[dict]:
    """Each expectation of the case as a claim: ``{text, holds, key}`` (``key``: the player's name and the key, as
    the command names it)."""
    out = []
    for c in checks:
        claim = claim_text(c.player, c.key, c.expected, game, lang)
        if c.holds:
            text = WORDS("right", lang, claim=claim)
        else:
            text = WORDS("wrong", lang, claim=claim, found=found_text(c, game, refused_rule, lang))
        out.append({"text": text[0].upper() + text[1:], "holds": c.holds,
                    "key": f"{c.player}.{c.key}" if c.player else c.key, "line": c.line})
    return out


def claim_text(player: str | None, key: str, value: Any, game, lang: str) -> str:
    if player is None:
        if key == "error":
            return WORDS("claim-error", lang, rule=refusal_name(value, game, lang))
        if key == "over":
            return WORDS("claim-over" if value else "claim-not-over", lang)
        if key in ("winner", "current"):
            return WORDS(f"claim-{key}", lang, value=value_text(key, value, game, lang))
        return WORDS("claim-table", lang, key=key, value=value_text(key, value, game, lang))
    kind = "money" if key in MONEY_KEYS else "built" if key == "built" else key
    if kind == "built" and value == []:
        kind = "built-none"
    if f"claim-{kind}" in WORDS and kind not in ("player", "table"):
        return WORDS(f"claim-{kind}", lang, player=player, value=value_text(key, value, game, lang))
    return WORDS("claim-player", lang, player=player, key=key, value=value_text(key, value, game, lang))


def found_text(c, game, refused_rule: str | None, lang: str) -> str:
    if c.key == "error" and c.player is None:
        if c.found is None:
            return WORDS("found-played", lang)
        return WORDS("found-other-rule", lang, rule=refusal_name(c.found, game, lang))
    if c.note:
        return c.note.strip("()（）")
    return value_text(c.key, c.found, game, lang)


def refusal_name(rule: Any, game, lang: str) -> str:
    """A rule id of an expectation, named (as written when the engine has no such rule)."""
    return rule_name(rule, lang, game.rules.edition) if isinstance(rule, str) and rule in RULE_NAMES else show(rule)


def value_text(key: str, value: Any, game, lang: str) -> str:
    """A value of an expectation in words: money, VP, points and actions with their unit, cards by their names."""
    if key in MONEY_KEYS and isinstance(value, int):
        return amount(value, game.rules.money, lang)
    if key in ("vp", "penalties", "actions", "score") and isinstance(value, (int, Fraction)) \
            and not isinstance(value, bool):
        return amount(value, {"penalties": "vp"}.get(key, key), lang)
    if key == "rank" and isinstance(value, int):
        return number(value, lang)
    if key in CARD_LISTS and isinstance(value, list):
        names = [card_forms(c, lang, game.cards)[""] for c in value]
        return join_names(names, lang) if names else WORDS("none", lang)
    if key in ("winner", "current") and isinstance(value, (list, str)):
        return join_names(value if isinstance(value, list) else [value], lang)
    return show(value)

