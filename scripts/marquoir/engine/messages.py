"""What the engine says, in French, English and Japanese.

Two tables: :data:`RULE_MESSAGES` explains each refused move (one text per rule
id of :mod:`.errors`), :data:`EVENT_MESSAGES` tells each event of the game log
as one trace line. Templates take named parameters; a parameter's *name*
says how it is written:

* a card id under ``card``, ``worker``, ``site``, ``new`` becomes the card's
  name in the language, also available as ``Card`` (start of a sentence),
  ``card_a`` / ``card_de`` (French "à la chapelle", "du château-fort");
* ``need``, ``left``, ``actions`` are counts of actions; ``cost``, ``have``,
  ``wage``, ``ecus``, ``buy`` amounts of écus; ``vp`` victory points;
  ``score`` points; ``row`` a row (``buildings`` or ``workers``);
  ``workers`` a list of card ids;
* anything else is written as is.

Fixed terms (glossary): fr écus, PV, chantier, ouvrier, machine, action payante;
en écus, VP, site, worker, machine; ja コイン, 勝利点, 建築中の建物, 労働者, 設備,
追加のアクション, 建築の着手, 労働者の雇用, 労働者の派遣, コインの獲得.
"""

from __future__ import annotations

from typing import Mapping

LANGS = ("fr", "en", "ja")

RULE_MESSAGES: dict[str, dict[str, str]] = {
    "game-over": {
        "fr": "La partie est terminée : plus aucun coup n'est possible.",
        "en": "The game is over: no more moves can be played.",
        "ja": "ゲームはすでに終了しているため、これ以上の操作はできません。",
    },
    "unknown-card": {
        "fr": "« {id} » n'est pas une carte du jeu : vérifiez l'identifiant.",
        "en": "“{id}” is not a card of this game: check the id.",
        "ja": "「{id}」というカードはこのゲームにありません。カードIDを確認してください。",
    },
    "not-in-row": {
        "fr": "{Card} n'est pas dans {row}.",
        "en": "{Card} is not in the {row}.",
        "ja": "{card}は{row}にありません。",
    },
    "no-actions": {
        "fr": "Ce coup coûte {need} et il vous reste {left} : achetez une action payante ({buy}) ou terminez votre tour.",
        "en": "This move costs {need} and you have {left} left: buy an extra action ({buy}) or end your turn.",
        "ja": "この操作には{need}が必要ですが、残りは{left}です。追加のアクション（{buy}）を購入するか、手番を終えてください。",
    },
    "no-ecus": {
        "fr": "Il faut {cost} et vous avez {have}.",
        "en": "This costs {cost} and you have {have}.",
        "ja": "{cost}が必要ですが、所持しているのは{have}です。",
    },
    "not-in-team": {
        "fr": "{Worker} ne fait pas partie de votre équipe : on n'envoie que ses propres ouvriers, et une machine seulement une fois construite.",
        "en": "{Worker} is not in your team: you can only send your own workers, and a machine only once it is built.",
        "ja": "{worker}はあなたのチームにいません。派遣できるのは自分の労働者と、完成した設備だけです。",
    },
    "worker-busy": {
        "fr": "{Worker} travaille déjà {site_a} : un ouvrier reste sur son chantier jusqu'à ce que le bâtiment soit terminé.",
        "en": "{Worker} is already working on {site}: a worker stays on its site until the building is complete.",
        "ja": "{worker}はすでに{site}で働いています。建物が完成するまで、その労働者は動かせません。",
    },
    "not-your-site": {
        "fr": "{Site} n'est pas un de vos chantiers en cours : il faut d'abord l'ouvrir (1 action).",
        "en": "{Site} is not one of your open sites: it must be opened first (1 action).",
        "ja": "{site}はあなたの建築中の建物ではありません。先に建築の着手（1アクション）が必要です。",
    },
    "site-finished": {
        "fr": "Le chantier {site_de} est déjà terminé : on ne peut plus y envoyer d'ouvrier.",
        "en": "{Site} is already complete: no more workers can be sent there.",
        "ja": "{site}はすでに完成しているため、労働者を派遣できません。",
    },
    "take-amount": {
        "fr": "Prendre des écus coûte 1, 2 ou 3 actions (pour 1, 3 ou 6 écus), pas {n}.",
        "en": "Taking écus costs 1, 2 or 3 actions (for 1, 3 or 6 écus), not {n}.",
        "ja": "コインの獲得に使えるのは1・2・3アクション（それぞれ1・3・6コイン）だけで、{n}アクションは使えません。",
    },
    "hidden-card": {
        "fr": "La prochaine carte de la pioche des ouvriers est cachée (option next_worker_visible désactivée).",
        "en": "The next card of the worker deck is hidden (option next_worker_visible is off).",
        "ja": "労働者の山札の一番上のカードは公開されていません（next_worker_visible オプションがオフ）。",
    },
    "bad-move": {
        "fr": "Coup illisible : « {text} ». Formes reconnues : open CARTE, recruit CARTE, send OUVRIER to CHANTIER, take N, buy, end.",
        "en": "Cannot read the move “{text}”. Known forms: open CARD, recruit CARD, send WORKER to SITE, take N, buy, end.",
        "ja": "「{text}」は手として読み取れません。使える形式：open カード、recruit カード、send 労働者 to 建物、take N、buy、end。",
    },
}

EVENT_MESSAGES: dict[str, dict[str, str]] = {
    "turn": {
        "fr": "Manche {round} — à {player} de jouer ({actions}, {ecus}).",
        "en": "Round {round} — {player} to play ({actions}, {ecus}).",
        "ja": "第{round}巡 — {player}の手番（{actions}、{ecus}）。",
    },
    "open": {
        "fr": "{player} ouvre le chantier {card_de} ({actions}).",
        "en": "{player} opens a site: {card} ({actions}).",
        "ja": "{player}は{card}の建築に着手した（{actions}）。",
    },
    "recruit": {
        "fr": "{player} recrute {card} ({actions}, sans payer d'écus).",
        "en": "{player} recruits {card} ({actions}, no écus).",
        "ja": "{player}は{card}を雇用した（{actions}、0コイン）。",
    },
    "refill": {
        "fr": "On complète {row} avec {card}.",
        "en": "The {row} is refilled with {card}.",
        "ja": "{row}に{card}が補充された。",
    },
    "refill-empty": {
        "fr": "La pioche est vide : {row} compte une carte de moins (pas de remélange).",
        "en": "The deck is empty: the {row} is one card shorter (no reshuffle).",
        "ja": "山札が空のため補充されず、{row}のカードが1枚減った（捨て札の切り直しはしない）。",
    },
    "send": {
        "fr": "{player} envoie {worker} travailler {site_a} ({actions}, {wage}).",
        "en": "{player} sends {worker} to work on {site} ({actions}, {wage}).",
        "ja": "{player}は{worker}を{site}に派遣した（{actions}、{wage}）。",
    },
    "complete": {
        "fr": "Chantier terminé : {site} ! {player} gagne {ecus} et {vp} ; retour dans l'équipe : {workers}.",
        "en": "Site complete: {site}! {player} gains {ecus} and {vp}; back to the team: {workers}.",
        "ja": "{site}が完成した。{player}は{ecus}と{vp}を得て、{workers}はチームに戻った。",
    },
    "machine": {
        "fr": "Machine construite : {card} rejoint l'équipe et travaillera comme un ouvrier au salaire de 0 écu.",
        "en": "Machine built: {card} joins the team and works like a worker with a wage of 0 écus.",
        "ja": "{card}は設備なので、賃金0コインの労働者としてチームに加わる。",
    },
    "take": {
        "fr": "{player} prend {ecus} ({actions}).",
        "en": "{player} takes {ecus} ({actions}).",
        "ja": "{player}はコインの獲得で{ecus}を得た（{actions}）。",
    },
    "buy": {
        "fr": "{player} achète une action payante pour {cost}.",
        "en": "{player} buys an extra action for {cost}.",
        "ja": "{player}は{cost}を支払い、追加のアクションを1つ得た。",
    },
    "end-turn": {
        "fr": "{player} termine son tour avec {vp} (bâtiments et machines) et {ecus}.",
        "en": "{player} ends the turn with {vp} (buildings and machines) and {ecus}.",
        "ja": "{player}は手番を終えた（建物と設備で{vp}、{ecus}）。",
    },
    "end-vp": {
        "fr": "{player} a {vp} en fin de tour (au moins {target}, écus non comptés) : la fin de la partie est déclenchée, on termine le tour de table.",
        "en": "{player} has {vp} at the end of the turn ({target} or more, écus not counted): the end of the game is triggered and the round is completed.",
        "ja": "{player}は手番終了時に{vp}（コインを除いて{target}以上）に達した。ゲームの終了が決まり、この巡の残りの手番を行う。",
    },
    "end-stall": {
        "fr": "La pioche et la rangée des bâtiments sont vides : la fin de la partie est déclenchée (décision Marquoir), on termine le tour de table.",
        "en": "The building deck and the buildings row are both empty: the end of the game is triggered (Marquoir ruling) and the round is completed.",
        "ja": "建物の山札と列がどちらも空になった。ゲームの終了が決まり（Marquoirの裁定）、この巡の残りの手番を行う。",
    },
    "game-over": {
        "fr": "Fin de la partie.",
        "en": "The game is over.",
        "ja": "ゲーム終了。",
    },
    "rank": {
        "fr": "{rank}. {player} : {score} ({vp} + {bonus} pour {ecus}).",
        "en": "{rank}. {player}: {score} ({vp} + {bonus} for {ecus}).",
        "ja": "{rank}位 {player}：{score}（{vp}＋{ecus}で{bonus}点）。",
    },
    "winner": {
        "fr": "Vainqueur : {names}.",
        "en": "Winner: {names}.",
        "ja": "勝者：{names}。",
    },
    "winners": {
        "fr": "Victoire partagée : {names}.",
        "en": "Shared victory: {names}.",
        "ja": "同点優勝：{names}。",
    },
}

ROWS = {
    "fr": {"buildings": "la rangée des bâtiments", "workers": "la rangée des ouvriers"},
    "en": {"buildings": "buildings row", "workers": "workers row"},
    "ja": {"buildings": "建物の列", "workers": "労働者の列"},
}

_UNITS = {
    # lang: kind: (singular, plural); {n} is the number
    "fr": {"actions": ("{n} action", "{n} actions"), "ecus": ("{n} écu", "{n} écus"),
           "vp": ("{n} PV", "{n} PV"), "score": ("{n} point", "{n} points")},
    "en": {"actions": ("{n} action", "{n} actions"), "ecus": ("{n} écu", "{n} écus"),
           "vp": ("{n} VP", "{n} VP"), "score": ("{n} point", "{n} points")},
    "ja": {"actions": ("{n}アクション", "{n}アクション"), "ecus": ("{n}コイン", "{n}コイン"),
           "vp": ("{n}勝利点", "{n}勝利点"), "score": ("{n}点", "{n}点")},
}

_CARD_KEYS = ("card", "worker", "site", "new")
_KINDS = {
    "need": "actions", "left": "actions", "actions": "actions",
    "cost": "ecus", "have": "ecus", "wage": "ecus", "ecus": "ecus", "buy": "ecus",
    "vp": "vp", "score": "score",
}

# French articles of names written without one on the cards (workers, machines).
_FR_ARTICLES = {"apprenti": "l'", "manœuvre": "le ", "compagnon": "le ", "maître": "le ",
                "grue": "la ", "scie": "la ", "instrument": "l'", "four": "le "}


def amount(n: int, kind: str, lang: str) -> str:
    """``n`` with its unit: ``amount(4, "ecus", "fr") == "4 écus"``, ``amount(1, "actions", "ja") == "1アクション"``."""
    singular, plural = _UNITS[lang][kind]
    one = abs(n) < 2 if lang == "fr" else abs(n) == 1  # French: 0 écu, 1 écu; English: 0 écus
    return (singular if one else plural).format(n=n)


def card_forms(card_id: str, lang: str, cards: Mapping) -> dict[str, str]:
    """How a card is written in a sentence: nominative, capitalised, French "à"/"de" forms."""
    card = cards.get(card_id)
    if card is None:
        return {"": card_id, "cap": card_id, "a": card_id, "de": card_id}
    name = card.name(lang)
    if lang == "fr":
        base = name[0].lower() + name[1:]
        if not base.startswith(("le ", "la ", "les ", "l'", "l’")):
            base = _FR_ARTICLES.get(base.split()[0].lower(), "") + base
        if base.startswith("le "):
            a, de = "au " + base[3:], "du " + base[3:]
        elif base.startswith("les "):
            a, de = "aux " + base[4:], "des " + base[4:]
        else:
            a, de = "à " + base, "de " + base
    elif lang == "en":
        base = "the " + name[4:] if name.startswith("The ") else name
        if card.type == "machine" and not base.startswith("the "):
            base = "the " + base
        a = de = base
    else:
        base = a = de = name
    return {"": base, "cap": base[0].upper() + base[1:], "a": a, "de": de}


def join_names(names: list[str], lang: str) -> str:
    """A list written out: "A, B et C" / "A, B and C" / "A、B、C"."""
    if lang == "ja":
        return "、".join(names)
    if len(names) <= 1:
        return "".join(names)
    last = {"fr": " et ", "en": " and "}[lang]
    return ", ".join(names[:-1]) + last + names[-1]


def render(template: str, params: Mapping, lang: str, cards: Mapping) -> str:
    """Fill ``template`` with ``params`` written for ``lang`` (see the module docstring)."""
    values: dict[str, str] = {}
    for key, value in params.items():
        if key in _CARD_KEYS and isinstance(value, str):
            forms = card_forms(value, lang, cards)
            values[key] = forms[""]
            values[key.capitalize()] = forms["cap"]
            values[key + "_a"] = forms["a"]
            values[key + "_de"] = forms["de"]
        elif key == "workers":
            values[key] = join_names([card_forms(c, lang, cards)[""] for c in value], lang)
        elif key == "names":
            values[key] = join_names(list(value), lang)
        elif key == "row":
            values[key] = ROWS[lang][value]
        elif key in _KINDS and isinstance(value, int) and not isinstance(value, bool):
            values[key] = amount(value, _KINDS[key], lang)
        else:
            values[key] = str(value)
    return template.format(**values)


def rule_message(rule: str, params: Mapping, lang: str, cards: Mapping) -> str:
    """Why a move is refused, in ``lang``."""
    return render(RULE_MESSAGES[rule][_lang(lang)], params, lang, cards)


def event_line(event: Mapping, lang: str, cards: Mapping) -> str:
    """One trace line for one event of the game log."""
    params = {k: v for k, v in event.items() if k != "event"}
    return render(EVENT_MESSAGES[event["event"]][_lang(lang)], params, lang, cards)


def _lang(lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGS)})")
    return lang


def event_lines(event: Mapping, lang: str, cards: Mapping) -> list[str]:
    """The trace lines of one log event (the end of the game adds the ranking)."""
    if event["event"] != "game-over":
        return [event_line(event, lang, cards)]
    lines = [event_line({"event": "game-over"}, lang, cards)]
    for r, name, score, vp, ecus in event["ranking"]:
        lines.append(event_line({"event": "rank", "rank": r, "player": name, "score": score, "vp": vp,
                                          "bonus": score - vp, "ecus": ecus}, lang, cards))
    winners = event["winners"]
    key = "winner" if len(winners) == 1 else "winners"
    lines.append(event_line({"event": key, "names": winners}, lang, cards))
    return lines
