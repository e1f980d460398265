"""The score counter: HTML for a player at the table, labels in the page's language.

The behaviour is in docs/theme/assets/marquoir.js (no words in it: every label
and message comes from the JSON block written here). Markup contract, for the
tests: root ``[data-score-counter]``; one ``[data-player]`` per player with
inputs named ``name``, ``vp``, ``ecus`` (Antiquity also ``loans``, ``slaves``);
each total in ``[data-total]``; the ranking in ``[data-ranking]``.
"""

from __future__ import annotations

from ..i18n import Catalog
from .blocks import colon
from .context import Ctx
from .html import render_html
from .text import escape_label

FIELDS = {
    "moyen-age": ("vp", "ecus"),
    "antiquite": ("vp", "ecus", "loans", "slaves"),
}
LIMITS = {"vp": 150, "ecus": 999, "loans": 4, "slaves": 6}
END_VP = 17

WORDS = Catalog("score counter", {
    "title": {"fr": "Compteur de points", "en": "Score counter", "ja": "得点計算"},
    "help": {"fr": "Entrez pour chaque joueur les points de victoire de ses bâtiments et machines terminés et les écus qui lui restent : le compteur ajoute 1 point par dizaine complète d'écus et classe les joueurs avec les règles de départage.",
             "en": "For each player, enter the victory points of their completed buildings and machines and the écus they have left: the counter adds 1 point per complete ten écus and ranks the players with the tie-break rules.",
             "ja": "各プレイヤーについて、完成した建物と設備の勝利点と、残っているコインの枚数を入力してください。10コインごとに1点を加え、同点の場合の決着ルールに従って順位を出します。"},
    "help_antiquite": {"fr": "Entrez pour chaque joueur les points de victoire de ses bâtiments et machines terminés, les sesterces qui lui restent après le règlement, ses emprunts non remboursés et ses esclaves non affranchis : le compteur ajoute 1 point par dizaine complète de sesterces, retire 2 points par emprunt et 1 par esclave, et classe les joueurs avec les règles de départage de Moyen Âge (non confirmées pour Antiquité).",
                       "en": "For each player, enter the victory points of their completed buildings and machines, the sesterces left after the settlement, their unpaid loans and their unfreed slaves: the counter adds 1 point per complete ten sesterces, takes 2 points per loan and 1 per slave, and ranks the players with the Middle Ages tie-breaks (not confirmed for Antiquity).",
                       "ja": "各プレイヤーについて、完成した建物と設備の勝利点、精算後に残ったセステルティウス、返済していない借金、解放していない奴隷の数を入力してください。10セステルティウスごとに1点を加え、借金1枚につき2点、奴隷1人につき1点を引き、『中世』の同点ルール（『古代』では未確認）で順位を出します。"},
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
    "ranking": {"fr": "Classement", "en": "Ranking", "ja": "順位"},
    "points": {"fr": "{n} pts", "en": "{n} pts", "ja": "{n}点"},
    "tied": {"fr": "ex aequo", "en": "tied", "ja": "同点"},
    "end": {"fr": "Fin de partie déclenchée par {names} : 17 PV ou plus en bâtiments et machines (le tour de table s'achève).",
            "en": "End of the game triggered by {names}: 17 VP or more from buildings and machines (finish the round).",
            "ja": "{names}がゲーム終了の条件を満たしました（建物と設備で17勝利点以上。1巡を終えてください）。"},
    "no_end": {"fr": "Personne n'a encore 17 PV en bâtiments et machines : les écus ne comptent pas pour la fin.",
               "en": "Nobody has 17 VP from buildings and machines yet: écus do not count towards the end.",
               "ja": "建物と設備で17勝利点に達したプレイヤーはまだいません（コインは終了条件に数えません）。"},
    "err_number": {"fr": "{player}, {field} : entrez un nombre entier (par exemple 19).",
                   "en": "{player}, {field}: enter a whole number (for example 19).",
                   "ja": "{player}の{field}：整数を入力してください（例：19）。"},
    "err_negative": {"fr": "{player}, {field} : la valeur ne peut pas être négative.",
                     "en": "{player}, {field}: the value cannot be negative.",
                     "ja": "{player}の{field}：負の数は入力できません。"},
    "err_absurd": {"fr": "{player}, {field} : {value}, c'est plus que possible (au plus {max}).",
                   "en": "{player}, {field}: {value} is more than possible (at most {max}).",
                   "ja": "{player}の{field}：{value}は大きすぎます（最大{max}）。"},
    "no_end_antiquite": {"fr": "Personne n'a encore 17 PV en bâtiments et machines : les sesterces ne comptent pas pour la fin (point non confirmé).",
                         "en": "Nobody has 17 VP from buildings and machines yet: sesterces do not count towards the end (unconfirmed point).",
                         "ja": "建物と設備で17勝利点に達したプレイヤーはまだいません（セステルティウスは終了条件に数えません。未確認の点）。"},
    "tiebreak_antiquite": {"fr": "À égalité : le plus de PV de bâtiments et machines, puis le plus de sesterces ; sinon, victoire partagée (départage de Moyen Âge, non confirmé pour Antiquité).",
                           "en": "Ties: most VP from buildings and machines, then most sesterces; otherwise a shared win (the Middle Ages tie-breaks, not confirmed for Antiquity).",
                           "ja": "同点の場合：建物と設備の勝利点が多い方、次にセステルティウスが多い方が上位。それでも同じなら同順位です（『中世』のルール。『古代』では未確認）。"},
    "and": {"fr": " et ", "en": " and ", "ja": "、"},
    "tiebreak": {"fr": "À égalité : le plus de PV de bâtiments et machines, puis le plus d'écus ; sinon, victoire partagée.",
                 "en": "Ties: most VP from buildings and machines, then most écus; otherwise a shared win.",
                 "ja": "同点の場合：建物と設備の勝利点が多い方、次にコインが多い方が上位。それでも同じなら同順位です。"},
})


ANTIQUITY_WORDS = {"help": "help_antiquite", "ecus": "sesterces", "no_end": "no_end_antiquite",
                   "tiebreak": "tiebreak_antiquite"}
"""Antiquity's counter says sesterces, and explains loans and slaves."""
SCRIPT_WORDS = ("player", "vp", "ecus", "loans", "slaves", "points", "tied", "end", "no_end", "err_number",
                "err_negative", "err_absurd", "and")
"""The words the counter's script needs (the rest is written in the page)."""


def word(key: str, edition: str) -> str:
    """The key of ``key`` in :data:`WORDS` for ``edition`` (Antiquity has its own for some)."""
    return ANTIQUITY_WORDS.get(key, key) if edition == "antiquite" else key


def counter(edition: str, ctx: Ctx) -> str:
    """The counter's Markdown: a heading (in the table of contents) and a raw HTML block."""
    lang = ctx.lang
    fields = FIELDS[edition]

    def w(key: str, **params) -> str:
        return WORDS(word(key, edition), lang, **params)

    config = {"labels": {k: w(k) for k in SCRIPT_WORDS}, "fields": list(fields), "endVp": END_VP}
    html = render_html(
        "counter.html", edition=edition, help=w("help"), config=config,
        players=[w("player", n=n) for n in (1, 2)], name_label=w("name"),
        fields=[{"name": f, "label": w(f), "max": LIMITS[f]} for f in fields],
        total_label=w("total"), colon=colon(lang), remove_label=w("remove"), add_label=w("add"),
        ranking_label=w("ranking"), tiebreak=w("tiebreak"))
    return f"## {escape_label(w('title'))} {{#compteur}}\n\n{html}\n\n"
