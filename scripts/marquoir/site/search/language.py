"""How the page's search cuts each language into words: the data its tokeniser receives.

The tokeniser itself is ``docs/theme/assets/search/text.mjs``; it runs on the documents when the page
builds its index and on every query, so both sides are cut the same way. For each language:

- ``stop``: words too common to tell entries apart (articles, pronouns, prepositions, auxiliaries), left
  out on both sides; in Japanese, kana between the words are left out instead (the particles);
- ``forms``: the irregular forms players type for a word (paid for pay, pris for prendre), the ordinals
  (deuxième, second: 2, as 2e and 2nd are) and the numbers in words (deux, two: 2, as a phone types them), read
  as that word before stemming;
- ``ask``: the question words (combien, how, 何): they say what kind of answer is wanted, not what it is about, so
  a query's own words that a hit must match to cover it leave them out, and they count as little as a pair of
  hiragana (``ranking.QUERY["kana"]``); in Japanese, the other question words are kana already;
- ``keep``: words the stemmer leaves whole, where stemming would make two game words one (règlement, the
  settlement, would come out as règle, the rule);
- ``steps``: a light stemmer, applied in order to each word of at least ``min`` + 1 letters: in each step
  the first suffix that matches is replaced, if at least ``min`` letters remain. It folds what players
  type differently: plurals (écus, workers), the feminine and past participles (terminée, completed),
  the infinitive and the verb endings of questions (recruter, recrute; finir, finit, fini; recruiting). It is not a
  grammar: words that come out the same only need to be the same words.

Case, accents and full-width characters are folded before (``normalize`` in ``text.mjs``).
"""

from __future__ import annotations

LANGUAGE = {
    "fr": {
        "stop": ["le", "la", "les", "l", "un", "une", "des", "de", "du", "d", "et", "ou", "a", "au", "aux", "en",
                 "y", "ce", "cet", "cette", "ces", "se", "s", "sa", "son", "ses", "que", "qu", "qui", "quoi",
                 "il", "elle", "ils", "elles", "on", "je", "j", "tu", "nous", "vous", "me", "m", "te", "t", "lui",
                 "mon", "ma", "mes", "pour", "par", "sur", "dans", "avec", "ne", "n", "pas", "est", "sont", "ai",
                 "as", "c", "ca", "si", "or", "donc", "car", "mais", "comme", "faut", "peut", "peux", "doit",
                 "dois", "quel", "quelle", "quels", "quelles", "estce", "er", "ere", "eme"],
        "forms": {"pris": "prendre", "prise": "prendre", "prises": "prendre", "prend": "prendre",
                  "prends": "prendre", "prennent": "prendre", "fait": "faire", "font": "faire", "mis": "mettre",
                  "recu": "recevoir", "recoit": "recevoir", "recois": "recevoir", "vu": "voir", "voit": "voir",
                  "paie": "payer", "paient": "payer", "va": "aller", "vont": "aller",
                  "ouvert": "ouvrir", "ouverte": "ouvrir", "ouverts": "ouvrir", "ouvertes": "ouvrir",
                  "ouvre": "ouvrir", "ouvrent": "ouvrir", "revient": "revenir", "reviennent": "revenir",
                  "reviens": "revenir", "revenu": "revenir", "revenus": "revenir", "tient": "tenir",
                  "peuvent": "pouvoir", "veut": "vouloir", "recoivent": "recevoir",
                  "premier": "1", "premiere": "1", "deuxieme": "2", "second": "2", "seconde": "2", "troisieme": "3",
                  "quatrieme": "4", "cinquieme": "5",
                  "deux": "2", "trois": "3", "quatre": "4", "cinq": "5", "six": "6", "sept": "7", "huit": "8",
                  "dix": "10"},
        "ask": ["combien", "comment", "pourquoi"],
        "keep": ["reglement", "reglements", "prix"],
        "min": 3,
        "steps": [[["s", ""], ["x", ""]],
                  [["ee", ""], ["e", ""]],
                  [["ement", ""], ["ation", ""], ["er", ""], ["ez", ""], ["ent", ""], ["ant", ""], ["ir", ""],
                   ["it", ""], ["i", ""]]],
    },
    "en": {
        "stop": ["the", "a", "an", "and", "or", "of", "to", "in", "on", "at", "for", "by", "with", "is", "are",
                 "was", "be", "been", "do", "does", "did", "i", "you", "he", "she", "it", "we", "they", "my",
                 "your", "his", "her", "its", "our", "their", "me", "him", "them", "this", "that", "these",
                 "those", "what", "which", "can", "could", "if", "as", "there", "from", "s", "t", "so", "any",
                 "have", "has", "should", "must", "will", "would", "into", "about", "per", "st", "nd", "rd", "th"],
        "forms": {"paid": "pay", "bought": "buy", "built": "build", "sent": "send", "took": "take", "taken": "take",
                  "won": "win", "got": "get", "gotten": "get", "left": "leave", "kept": "keep", "made": "make",
                  "gave": "give", "given": "give", "chose": "choose", "chosen": "choose", "dealt": "deal",
                  "drew": "draw", "drawn": "draw", "held": "hold", "lost": "lose", "spent": "spend", "went": "go",
                  "gone": "go", "came": "come", "freed": "free",
                  "first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5",
                  "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
                  "ten": "10"},
        "ask": ["how", "many", "much", "why"],
        "min": 3,
        "steps": [[["ss", "ss"], ["ies", "y"], ["s", ""]],
                  [["ing", ""], ["ed", ""]],
                  [["e", ""]]],
    },
    "ja": {"stop": [], "ask": ["何", "誰", "って", "とは"], "min": 3, "steps": []},
}
