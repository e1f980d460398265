"""The score counter: HTML for a player at the table, in the page's language, counting by the engine's rules.

The behaviour is in docs/theme/assets/counter/ (shipped as assets/marquoir-counter.js, loaded by marquoir.js on
this page only), which states no word and no rule: its labels, the score as terms (VP, money per point, the
penalty of each unpaid loan and unfreed slave), the VP that end the game, the ranking criteria, the input limits
and the number of players all come in the JSON configuration written here, from
:func:`marquoir.engine.scoring.score_sheet` (the edition's rules, card facts and plausibility limits) and the
edition fact (players). The texts that state a number take it from there too.

The script also explains the ranking as the engine does, in the engine's words
(:data:`marquoir.engine.messages.RANKING_WORDS`, which the case checker's verdict says too), keeps the values on
the device (local storage, one entry per edition and language),
clears them (with an undo, as after removing a player), keeps the ranking in view while a field is typed in
(a sticky summary at the top of the counter) and keeps Material's "back to top" button off the fields.

Markup contract, for the tests: root ``[data-score-counter]``; one ``[data-player]`` per player with
inputs named ``name``, ``vp``, ``ecus`` (and one per penalty of the sheet: Antiquity's ``loans``,
``slaves``); each total in ``[data-total]``; the sticky ``[data-summary]`` holds the ranking
``[data-ranking]`` (``data-rank`` and ``data-names`` on each item), the hint shown while nothing is entered
``[data-empty]`` and the error ``[data-error]``; the reasons in ``[data-why]`` (each item: ``data-before``,
``data-after``, ``data-criterion`` (the value compared: ``vp``, ``ecus``), ``data-values``, or ``data-tied``
with the names); who triggered the end
in ``[data-end]`` (``data-names``); buttons ``[data-add]``, ``[data-remove]``, ``[data-reset]``, and
``[data-undo]`` in the status line ``[data-status]``.
"""

from __future__ import annotations

from ..i18n import Catalog
from ..site.markup import for_scripts
from ..vocab import EXAMPLE_NAMES
from .blocks import colon
from .context import Ctx, relative
from .html import render_html
from .text import escape_label

WORDS = Catalog("score counter", {
    "title": {"fr": "Compteur de points", "en": "Score counter", "ja": "得点計算ツール"},
    "help": {
        "fr": "Entrez pour chaque joueur les points de victoire de ses bâtiments et machines terminés et les écus "
              "qui lui restent : le compteur ajoute {money_points} et classe les joueurs avec les règles de "
              "départage.",
        "en": "For each player, enter the victory points of their completed buildings and machines and the écus "
              "they have left: the counter adds {money_points} and ranks the players with the tie-break rules.",
        "ja": "各プレイヤーについて、完成した建物と設備の勝利点と、残っているコインを入力してください。"
              "{money_points}を加え、同点の場合の決着に従って順位を出します。"},
    "help_antiquite": {
        "fr": "Entrez pour chaque joueur les points de victoire de ses bâtiments et machines terminés, les sesterces "
              "qui lui restent après le règlement, ses emprunts non remboursés et ses esclaves non affranchis : le "
              "compteur ajoute {money_points}, retire {loans_vp} points par emprunt et {slaves_vp} par esclave, et "
              "classe les joueurs avec les règles de départage de Moyen Âge (non confirmées pour Antiquité).",
        "en": "For each player, enter the victory points of their completed buildings and machines, the sesterces "
              "left after the settlement, their unpaid loans and their unfreed slaves: the counter adds "
              "{money_points}, takes {loans_vp} points per loan and {slaves_vp} per slave, and ranks the players "
              "with the Middle Ages tie-breaks (not confirmed for Antiquity).",
        "ja": "各プレイヤーについて、完成した建物と設備の勝利点、精算後に残ったセステルティウス、返済していない借金、"
              "解放していない奴隷の数を入力してください。{money_points}を加え、借金1枚につき{loans_vp}点、"
              "奴隷1人につき{slaves_vp}点を引き、『中世』の同点の場合の決着（『古代』では未確認）で順位を出します。"},
    # The points of the money, as the site says them. A key ending in a number is the wording for that
    # number of the score sheet (French has a word for a group of ten); otherwise the general one.
    "money_points": {"fr": "1 point par tranche complète de {per_point} écus",
                     "en": "1 point for every full {per_point} écus",
                     "ja": "{per_point}コインにつき1勝利点（端数は数えない）"},
    "money_points_10": {"fr": "1 point par dizaine complète d'écus",
                        "en": "1 point for every full {per_point} écus",
                        "ja": "{per_point}コインにつき1勝利点（端数は数えない）"},
    "money_points_antiquite": {"fr": "1 point par tranche complète de {per_point} sesterces",
                               "en": "1 point for every full {per_point} sesterces",
                               "ja": "{per_point}セステルティウスにつき1勝利点（端数は数えない）"},
    "money_points_antiquite_10": {"fr": "1 point par dizaine complète de sesterces",
                                  "en": "1 point for every full {per_point} sesterces",
                                  "ja": "{per_point}セステルティウスにつき1勝利点（端数は数えない）"},
    "kept": {"fr": "Les valeurs restent sur cet appareil, même si la page est rechargée, jusqu'à « {reset} ».",
             "en": "The values stay on this device, even if the page is reloaded, until “{reset}”.",
             "ja": "入力した値は、ページを再読み込みしてもこの端末に残ります（「{reset}」で消えます）。"},
    "player": {"fr": "Joueur {n}", "en": "Player {n}", "ja": "プレイヤー{n}"},
    "name": {"fr": "Nom", "en": "Name", "ja": "名前"},
    "vp": {"fr": "PV des bâtiments et machines", "en": "VP from buildings and machines", "ja": "建物と設備の勝利点"},
    "ecus": {"fr": "Écus restants", "en": "Écus left", "ja": "残りのコイン"},
    "sesterces": {"fr": "Sesterces restants", "en": "Sesterces left", "ja": "残りのセステルティウス"},
    "loans": {"fr": "Emprunts non remboursés", "en": "Unpaid loans", "ja": "未返済の借金"},
    "slaves": {"fr": "Esclaves non affranchis", "en": "Unfreed slaves", "ja": "解放していない奴隷"},
    "total": {"fr": "Total", "en": "Total", "ja": "合計"},
    "add": {"fr": "Ajouter un joueur", "en": "Add a player", "ja": "プレイヤーを追加"},
    "remove": {"fr": "Retirer ce joueur", "en": "Remove this player", "ja": "このプレイヤーを削除"},
    "reset": {"fr": "Tout effacer", "en": "Clear all", "ja": "すべて消去"},
    "undo": {"fr": "Annuler", "en": "Undo", "ja": "元に戻す"},
    "removed": {"fr": "Joueur retiré : {player}.", "en": "Player removed: {player}.", "ja": "{player}を削除しました。"},
    "cleared": {"fr": "Toutes les valeurs ont été effacées.", "en": "All the values were cleared.",
                "ja": "すべての値を消去しました。"},
    "ranking": {"fr": "Classement", "en": "Ranking", "ja": "順位"},
    "empty": {"fr": "Le classement s'affiche dès qu'un nombre est saisi.",
              "en": "The ranking appears as soon as a number is entered.",
              "ja": "数値を入力すると、ここに順位が表示されます。"},
    "end": {"fr": "Fin de partie déclenchée par {names} : {end_vp} PV ou plus en bâtiments et machines (le tour de "
                  "table s'achève).",
            "en": "End of the game triggered by {names}: {end_vp} VP or more from buildings and machines (finish the "
                  "round).",
            "ja": "{names}がゲーム終了の条件を満たしました（建物と設備で{end_vp}勝利点以上。1巡を終えてください）。"},
    "no_end": {"fr": "Personne n'a encore {end_vp} PV en bâtiments et machines : les écus ne comptent pas pour la fin.",
               "en": "Nobody has {end_vp} VP from buildings and machines yet: écus do not count towards the end.",
               "ja": "建物と設備で{end_vp}勝利点に達したプレイヤーはまだいません（コインは終了条件に数えません）。"},
    "no_end_antiquite": {
        "fr": "Personne n'a encore {end_vp} PV en bâtiments et machines : les sesterces ne comptent pas pour la fin "
              "(point non confirmé).",
        "en": "Nobody has {end_vp} VP from buildings and machines yet: sesterces do not count towards the end "
              "(unconfirmed point).",
        "ja": "建物と設備で{end_vp}勝利点に達したプレイヤーはまだいません（セステルティウスは終了条件に数えません。"
              "未確認の点）。"},
    "err_number": {"fr": "{player}, {field} : entrez un nombre entier (par exemple 19).",
                   "en": "{player}, {field}: enter a whole number (for example 19).",
                   "ja": "{player}の{field}：整数を入力してください（例：19）。"},
    "err_negative": {"fr": "{player}, {field} : la valeur ne peut pas être négative.",
                     "en": "{player}, {field}: the value cannot be negative.",
                     "ja": "{player}の{field}：負の数は入力できません。"},
    "err_absurd": {"fr": "{player}, {field} : {value}, c'est plus que possible (au plus {max}).",
                   "en": "{player}, {field}: {value} is too high (at most {max}).",
                   "ja": "{player}の{field}：{value}は大きすぎます（最大{max}）。"},
    "tiebreak": {"fr": "À égalité : {criteria} ; sinon, victoire partagée.",
                 "en": "Ties: {criteria}; otherwise a shared win.",
                 "ja": "同点の場合：{criteria}が上位。それでも同じなら同順位です。"},
    "tiebreak_antiquite": {
        "fr": "À égalité : {criteria} ; sinon, victoire partagée (départage de Moyen Âge, non confirmé pour "
              "Antiquité).",
        "en": "Ties: {criteria}; otherwise a shared win (the Middle Ages tie-breaks, not confirmed for Antiquity).",
        "ja": "同点の場合：{criteria}が上位。それでも同じなら同順位です（『中世』のルール。『古代』では未確認）。"},
    "by_vp": {"fr": "le plus de PV de bâtiments et machines", "en": "most VP from buildings and machines",
              "ja": "建物と設備の勝利点が多い方"},
    "by_ecus": {"fr": "le plus d'écus", "en": "most écus", "ja": "コインが多い方"},
    "by_sesterces": {"fr": "le plus de sesterces", "en": "most sesterces", "ja": "セステルティウスが多い方"},
    "then": {"fr": ", puis ", "en": ", then ", "ja": "、次に"},
})
"""The counter's words. ``{end_vp}``, ``{per_point}``, ``{loans_vp}``, ``{slaves_vp}``, ``{money_points}``,
``{reset}`` and ``{criteria}`` are filled here from the engine's numbers and the other words; the
:data:`SCRIPT_FIELDS` are left for the script (and for :func:`reasons`, which phrases as the script does)."""

ANTIQUITY_WORDS = {"help": "help_antiquite", "ecus": "sesterces", "no_end": "no_end_antiquite",
                   "tiebreak": "tiebreak_antiquite", "by_ecus": "by_sesterces",
                   "money_points": "money_points_antiquite"}
"""Antiquity's counter says sesterces, and explains loans and slaves."""
SCRIPT_WORDS = ("player", "empty", "end", "no_end", "err_number", "err_negative", "err_absurd", "removed", "cleared")
"""The words the counter's script needs, with the name of each input (the rest is written in the page); the
ranking it says in the engine's words (:data:`marquoir.engine.messages.RANKING_WORDS`, :func:`ranking_words`)."""
SCRIPT_FIELDS = ("n", "names", "player", "field", "value", "max")
"""The ``{fields}`` of the words that the script fills in (a player's number, names, a refused value...)."""
RANKING_FIELDS = ("rank", "names", "score", "before", "after", "a", "b")
"""The ``{fields}`` of the ranking's words that the script fills in (a place, the two players a tie-break separates
and both figures...)."""
ANCHOR = "compteur"
"""The counter's heading's anchor on the scoring page (links and the site's search lead there)."""
MONEY = "ecus"
"""The money input's name in both editions (markup contract)."""
CRITERIA = {"score": "total", "vp": "vp", "money": MONEY}
"""Each ranking criterion of the engine, as the value the script compares between players."""


def word(key: str, edition: str, number: int | None = None) -> str:
    """The key of ``key`` in :data:`WORDS` for ``edition`` (Antiquity has its own for some), and for the
    score sheet's ``number`` where the language has a wording of its own for it (``money_points_10``)."""
    key = ANTIQUITY_WORDS.get(key, key) if edition == "antiquite" else key
    return f"{key}_{number}" if number is not None and f"{key}_{number}" in WORDS else key


def configuration(edition: str, players: tuple[int, int]) -> dict:
    """What the script counts with, without labels: every number from the engine's score sheet.

    ``fields`` are the inputs of a player (VP, money, one per penalty); ``score`` the terms of the score (each
    input, ``points`` per complete ``per`` of it); ``criteria`` what the ranking compares in turn (the engine's
    criterion, and the value it reads: ``total`` is the score); ``end`` the input and the value that end the game;
    ``limits`` the largest value each input accepts."""
    from ..engine.scoring import score_sheet

    sheet = score_sheet(edition)
    unknown = [c for c in sheet["ranking"] if c not in CRITERIA]
    if unknown or sheet["ranking"][:1] != ["score"]:
        raise ValueError(f"the score counter ranks by the score, then by any of {', '.join(list(CRITERIA)[1:])}; "
                         f"the rules of {edition} rank by {', '.join(sheet['ranking'])}")
    fields = ["vp", MONEY, *sheet["penalties"]]
    inputs = {"vp": "vp", "money": MONEY, **{f: f for f in sheet["penalties"]}}  # the sheet's counts, as inputs
    return {
        "fields": fields,
        "score": [{"field": inputs[t["count"]], "per": t["per"], "points": t["points"]} for t in sheet["score"]],
        "criteria": [{"name": c, "value": CRITERIA[c]} for c in sheet["ranking"]],
        "end": {"field": inputs[sheet["end"]["count"]], "at": sheet["end"]["at"]},
        "limits": {f: sheet["limits"]["money" if f == MONEY else f] for f in fields},
        "minPlayers": players[0],
        "maxPlayers": players[1],
    }


def ranking_labels(edition: str, lang: str) -> dict:
    """The ranking's words as the script fills them: each place (``place``, ``place-tied``), the sentence of each
    tie-break (by the engine's criterion, with the default options: machines count) and of players nothing separates
    (``tied``), the score's unit (singular and plural: the script chooses by the language's rule) and how names are
    joined (:data:`marquoir.engine.messages.JOINS`)."""
    from ..engine.messages import JOINS, RANKING_WORDS, UNITS
    from ..engine.messages import MONEY as MONEY_WORDS
    from ..engine.rules import edition_rules

    keep = {f: "{" + f + "}" for f in RANKING_FIELDS}
    money = MONEY_WORDS(edition_rules(edition).money, lang)
    said = {key: RANKING_WORDS(key, lang, **keep, money=money) for key in ("place", "place-tied", "tied")}
    reasons = {key: RANKING_WORDS(key, lang, **keep, money=money) for key in ("vp", "money")}
    return {"places": {"one": said["place"], "tied": said["place-tied"]}, "tied": said["tied"], "reasons": reasons,
            "score": {n: UNITS(f"score.{n}", lang) for n in ("one", "other")}, "join": list(JOINS[lang])}


def said(key: str, edition: str, lang: str, number: int | None = None, **params) -> str:
    """The counter's word ``key`` for ``edition`` in ``lang``, with the engine's numbers filled in (the VP that end
    the game, the money per point, each penalty) and the script's fields left for it."""
    from ..engine.scoring import score_sheet

    sheet = score_sheet(edition)
    numbers = {"end_vp": sheet["end_vp"], "per_point": sheet["money_per_point"],
               **{f"{field}_vp": vp for field, vp in sheet["penalties"].items()}}
    return WORDS(word(key, edition, number), lang, **{**{f: "{" + f + "}" for f in SCRIPT_FIELDS}, **numbers, **params})


def help_text(edition: str, lang: str) -> str:
    """What the counter does, as the page says above it (the site's search shows it too)."""
    from ..engine.scoring import score_sheet

    per_point = score_sheet(edition)["money_per_point"]
    return said("help", edition, lang, money_points=said("money_points", edition, lang, per_point))


def counter(edition: str, ctx: Ctx) -> str:
    """The counter's Markdown: a heading (in the table of contents) and its HTML, from a template."""
    lang = ctx.lang
    ed = next(e for e in ctx.facts.of("edition") if e.id == edition)
    config = configuration(edition, tuple(ed.players))

    def w(key: str, number: int | None = None, **params) -> str:
        return said(key, edition, lang, number, **params)

    tiebreaks = [CRITERIA[c["name"]] for c in config["criteria"][1:]]  # every criterion after the score
    labels = {key: w(key) for key in (*SCRIPT_WORDS, *config["fields"])}
    names = list(EXAMPLE_NAMES[lang])  # an unnamed player is called as the examples' players are
    html = render_html(
        "counter.html", edition=edition, lang=lang, css=relative("assets/counter.css", ctx.path),
        config={"labels": labels, "ranking": ranking_labels(edition, lang), "names": names,
                "typography": for_scripts(lang), **config},
        help=help_text(edition, lang), kept=w("kept", reset=w("reset")),
        players=[{"legend": w("player", n=n), "name": names[n - 1] if n <= len(names) else w("player", n=n)}
                 for n in range(1, config["minPlayers"] + 1)], name_label=w("name"),
        fields=[{"name": f, "label": w(f)} for f in config["fields"]],
        total_label=w("total"), colon=colon(lang), remove_label=w("remove"), add_label=w("add"),
        reset_label=w("reset"), undo_label=w("undo"), ranking_label=w("ranking"), empty=w("empty"),
        tiebreak=w("tiebreak", criteria=w("then").join(w(f"by_{c}") for c in tiebreaks)))
    return f"## {escape_label(w('title'))} {{#{ANCHOR}}}\n\n{html}\n\n"
