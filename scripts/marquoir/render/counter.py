"""The score counter: HTML for a player at the table, in the page's language, counting by the engine's rules.

The behaviour is in docs/theme/assets/marquoir-counter.js (loaded by marquoir.js on this page only), which
states no word and no rule: its labels, the
scoring (money per point, the penalty of each unpaid loan and unfreed slave), the VP that end the game,
the ranking criteria, the input limits and the number of players all come in the JSON configuration
written here, from :func:`marquoir.engine.scoring.score_sheet` (the edition's rules, card facts and
plausibility limits) and the edition fact (players). The texts that state a number take it from there too.

The script also explains the ranking as the engine does (:func:`reasons` phrases the engine's explanation
with the same words), keeps the values on the device (local storage, one entry per edition and language),
clears them (with an undo, as after removing a player), keeps the ranking in view while a field is typed in
(a sticky summary at the top of the counter) and keeps Material's "back to top" button off the fields.

Markup contract, for the tests: root ``[data-score-counter]``; one ``[data-player]`` per player with
inputs named ``name``, ``vp``, ``ecus`` (and one per penalty of the sheet: Antiquity's ``loans``,
``slaves``); each total in ``[data-total]``; the sticky ``[data-summary]`` holds the ranking
``[data-ranking]`` (``data-rank`` and ``data-names`` on each item), the hint shown while nothing is entered
``[data-empty]`` and the error ``[data-error]``; the reasons in ``[data-why]`` (each item: ``data-before``,
``data-after``, ``data-criterion``, ``data-values``, or ``data-tied`` with the names); who triggered the end
in ``[data-end]`` (``data-names``); buttons ``[data-add]``, ``[data-remove]``, ``[data-reset]``, and
``[data-undo]`` in the status line ``[data-status]``.
"""

from __future__ import annotations

from ..i18n import Catalog
from .blocks import colon
from .context import Ctx
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
    "tied": {"fr": "ex aequo", "en": "tied", "ja": "同点"},
    "entry": {"fr": "{rank}. {names} — {n} pts", "en": "{rank}. {names} — {n} pts", "ja": "{rank}位 {names} — {n}点"},
    "entry_tied": {"fr": "{rank}. {names} — {n} pts ({tied})", "en": "{rank}. {names} — {n} pts ({tied})",
                   "ja": "{rank}位 {names} — {n}点（{tied}）"},
    "why_separated": {"fr": "{before} avant {after} {by}, {a} contre {b}.",
                      "en": "{before} before {after} {by}, {a} vs {b}.",
                      "ja": "{before}が{after}より上位（{by}：{a}対{b}）。"},
    "why_tied": {"fr": "{names} : {tied}, aucun départage ne les sépare.",
                 "en": "{names}: {tied}, no tie-break separates them.",
                 "ja": "{names}は{tied}で、決着がつかないため同順位です。"},
    "why_vp": {"fr": "aux PV de bâtiments et machines", "en": "on VP from buildings and machines",
               "ja": "建物と設備の勝利点"},
    "why_ecus": {"fr": "aux écus", "en": "on écus", "ja": "コイン"},
    "why_sesterces": {"fr": "aux sesterces", "en": "on sesterces", "ja": "セステルティウス"},
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
    "and": {"fr": " et ", "en": " and ", "ja": "、"},
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
                   "tiebreak": "tiebreak_antiquite", "by_ecus": "by_sesterces", "why_ecus": "why_sesterces",
                   "money_points": "money_points_antiquite"}
"""Antiquity's counter says sesterces, and explains loans and slaves."""
SCRIPT_WORDS = ("player", "empty", "entry", "entry_tied", "tied", "why_separated", "why_tied", "end", "no_end",
                "err_number", "err_negative", "err_absurd", "and", "removed", "cleared")
"""The words the counter's script needs, with the name of each input and one ``why_<criterion>`` per tie-break
(the rest is written in the page)."""
SCRIPT_FIELDS = ("n", "names", "player", "field", "value", "max", "rank", "tied", "before", "after", "by", "a", "b")
"""The ``{fields}`` of the words that the script fills in (a player's number, names, a refused value, a rank,
the two players a tie-break separates, the tie-break and both figures...)."""
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

    ``fields`` are the inputs of a player (VP, money, one per penalty); ``ranking`` the values compared
    in turn (``total`` is the score); ``limits`` the largest value each input accepts."""
    from ..engine.scoring import score_sheet

    sheet = score_sheet(edition)
    unknown = [c for c in sheet["ranking"] if c not in CRITERIA]
    if unknown or sheet["ranking"][:1] != ["score"]:
        raise ValueError(f"the score counter ranks by the score, then by any of {', '.join(list(CRITERIA)[1:])}; "
                         f"the rules of {edition} rank by {', '.join(sheet['ranking'])}")
    fields = ["vp", MONEY, *sheet["penalties"]]
    return {
        "fields": fields,
        "money": MONEY,
        "moneyPerPoint": sheet["money_per_point"],
        "penalties": dict(sheet["penalties"]),
        "ranking": [CRITERIA[c] for c in sheet["ranking"]],
        "endVp": sheet["end_vp"],
        "limits": {f: sheet["limits"]["money" if f == MONEY else f] for f in fields},
        "minPlayers": players[0],
        "maxPlayers": players[1],
    }


def reasons(explained: list[dict], edition: str, lang: str) -> list[str]:
    """The counter's sentences for the engine's explanation of a ranking (:func:`marquoir.engine.scoring.explain`,
    :meth:`Game.ranking_explained`): for each shared score, best first, one sentence per tie-break that separated
    a player from the next (with both figures), then one per group of players nothing separates.

    The script (marquoir-counter.js) writes the same sentences from the same words; the browser test of the counter
    checks that it does, on the shared score cases.

    >>> reasons([{"score": 18, "players": ["Chloé", "Bruno", "Alice", "Daichi"],
    ...           "separated": [{"before": "Chloé", "after": "Bruno", "criterion": "vp", "values": [17, 16]},
    ...                         {"before": "Bruno", "after": "Alice", "criterion": "money", "values": [28, 22]}],
    ...           "tied": [["Alice", "Daichi"]]}], "moyen-age", "fr")  # doctest: +NORMALIZE_WHITESPACE
    ['Chloé avant Bruno aux PV de bâtiments et machines, 17 contre 16.', 'Bruno avant Alice aux écus, 28 contre 22.',
     'Alice et Daichi : ex aequo, aucun départage ne les sépare.']
    """
    def w(key: str, **params) -> str:
        return WORDS(word(key, edition), lang, **params)

    out = []
    for group in explained:
        for step in group["separated"]:
            a, b = step["values"]
            out.append(w("why_separated", before=step["before"], after=step["after"],
                         by=w(f"why_{CRITERIA[step['criterion']]}"), a=a, b=b))
        for names in group["tied"]:
            out.append(w("why_tied", names=w("and").join(names), tied=w("tied")))
    return out


def counter(edition: str, ctx: Ctx) -> str:
    """The counter's Markdown: a heading (in the table of contents) and its HTML, from a template."""
    lang = ctx.lang
    ed = next(e for e in ctx.facts.of("edition") if e.id == edition)
    config = configuration(edition, tuple(ed.players))
    per_point = config["moneyPerPoint"]
    numbers = {"end_vp": config["endVp"], "per_point": per_point,
               **{f"{field}_vp": vp for field, vp in config["penalties"].items()}}

    def w(key: str, number: int | None = None, **params) -> str:
        """A word with the engine's numbers filled in, and the script's fields left for it."""
        return WORDS(word(key, edition, number), lang,
                     **{**{f: "{" + f + "}" for f in SCRIPT_FIELDS}, **numbers, **params})

    tiebreaks = config["ranking"][1:]  # every criterion after the score
    labels = {key: w(key) for key in (*SCRIPT_WORDS, *config["fields"], *(f"why_{c}" for c in tiebreaks))}
    html = render_html(
        "counter.html", edition=edition, lang=lang, config={"labels": labels, **config},
        help=w("help", money_points=w("money_points", per_point)), kept=w("kept", reset=w("reset")),
        players=[w("player", n=n) for n in range(1, config["minPlayers"] + 1)], name_label=w("name"),
        fields=[{"name": f, "label": w(f)} for f in config["fields"]],
        total_label=w("total"), colon=colon(lang), remove_label=w("remove"), add_label=w("add"),
        reset_label=w("reset"), undo_label=w("undo"), ranking_label=w("ranking"), empty=w("empty"),
        tiebreak=w("tiebreak", criteria=w("then").join(w(f"by_{c}") for c in tiebreaks)))
    return f"## {escape_label(w('title'))} {{#compteur}}\n\n{html}\n\n"
