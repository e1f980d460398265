"""The case checker's words, in French, English and Japanese (Board Game Arena's Japanese terms).

:data:`WORDS` is every label, help text and message of the page that is the checker's own; ``{fields}`` are
filled by the page's script (a count, a name, a message...) or by :mod:`marquoir.render.checker` (the start money).
The words of a move (its verb, the move as an intention) are the engine's (:data:`marquoir.engine.messages.MOVE_WORDS`),
those it shares with the score counter and the worked examples' steps tables are theirs
(:data:`marquoir.render.checker.SHARED_WORDS`).
"""

from __future__ import annotations

from ..i18n import Catalog

WORDS = Catalog("case checker", {
    "title": {"fr": "Trancher un cas", "en": "Settle a case", "ja": "ケースを裁定する"},
    "intro": {
        "fr": "Un désaccord à la table ? Décrivez la situation — les joueurs, ce que chacun a devant lui, les coups "
              "joués — et appuyez sur « Vérifier le cas » : le moteur de référence de Marquoir dit si chaque coup est "
              "permis, pourquoi, et qui gagne. Tout se passe dans votre navigateur, sans rien installer ; le cas se "
              "partage par un lien.",
        "en": "A disagreement at the table? Describe the situation — the players, what each has in front of them, the "
              "moves played — and press “Check the case”: Marquoir's reference engine says whether each move is "
              "allowed, why, and who wins. It all runs in your browser, with nothing to install; the case can be "
              "shared as a link.",
        "ja": "テーブルで意見が分かれたら、状況（プレイヤー、それぞれの手元、行われた手）を入力して「ケースを検証」を"
              "押してください。Marquoirのリファレンスエンジンが、各手が認められるか、その理由、勝者を示します。"
              "すべてブラウザ内で動き、インストールは不要です。ケースはリンクで共有できます。"},
    "option_line": {"fr": "Ce point se rejoue de chaque façon dans {checker} : {values}.",
                    "en": "{checker} replays this point either way: {values}.",
                    "ja": "{checker}では、この点をどの解釈でも再生できます：{values}。"},
    "option_line_numbers": {"fr": "Ce point se rejoue avec une autre valeur dans {checker} ; par défaut : {default}.",
                            "en": "{checker} replays this point with another value; by default: {default}.",
                            "ja": "{checker}では、この点を別の値で再生できます。既定は{default}です。"},
    "settle": {"fr": "Un désaccord à la table ? {link} : décrivez la situation, le moteur de référence dit si le coup "
                     "est permis, pourquoi, et qui gagne.",
               "en": "A disagreement at the table? {link}: describe the situation; the reference engine says whether "
                     "the move is allowed, why, and who wins.",
               "ja": "テーブルで意見が分かれたら、{link}：状況を入力すれば、リファレンスエンジンがその手が認められる"
                     "か、その理由、勝者を示します。"},
    "guide_checkers": {"fr": "Trancher un cas à la table, sur un téléphone : {links}.",
                       "en": "Settle a case at the table, on a phone: {links}.",
                       "ja": "テーブルでスマートフォンからケースを裁定する：{links}。"},
    "guide": {"fr": "Pour écrire un cas à la main (contributeurs), voir le guide",
              "en": "To write a case by hand (contributors), see the guide",
              "ja": "ケースを手で書く場合（貢献者向け）は、ガイドを参照してください"},
    # the form
    "table": {"fr": "La table", "en": "The table", "ja": "テーブル"},
    "first_player": {"fr": "Le joueur 1 commence.", "en": "Player 1 starts.", "ja": "プレイヤー1から始めます。"},
    "name": {"fr": "Nom", "en": "Name", "ja": "名前"},
    "money_dealt": {"fr": "vide : {start} au départ", "en": "empty: {start} to start", "ja": "空欄：開始時の{start}"},
    "built": {"fr": "Bâtiments et machines terminés", "en": "Completed buildings and machines",
              "ja": "完成した建物と設備"},
    "team": {"fr": "Ouvriers dans l'équipe (libres)", "en": "Workers in the team (free)",
             "ja": "チームの労働者（待機中）"},
    "team_dealt": {"fr": "aucun : un apprenti tiré au hasard, selon le numéro de donne",
                   "en": "none: an apprentice dealt at random, by the deal number",
                   "ja": "なし：配り方の番号に従って見習いを1人ランダムに配る"},
    "sites": {"fr": "Chantiers en cours, avec les ouvriers déjà dessus",
              "en": "Open sites, with the workers already on them",
              "ja": "建築中の建物と、すでに派遣された労働者"},
    "site": {"fr": "Chantier", "en": "Site", "ja": "建築中の建物"},
    "on_site": {"fr": "Ouvriers dessus", "en": "Workers on it", "ja": "派遣済みの労働者"},
    "add_site": {"fr": "Ouvrir un chantier ici", "en": "Add a site", "ja": "建築中の建物を追加"},
    "remove_site": {"fr": "Retirer ce chantier", "en": "Remove this site", "ja": "この建物を削除"},
    "rows": {"fr": "Les lignes", "en": "The rows", "ja": "場札"},
    "buildings_row": {"fr": "Ligne des bâtiments", "en": "Building row", "ja": "建物の場札"},
    "workers_row": {"fr": "Ligne des ouvriers", "en": "Worker row", "ja": "労働者の場札"},
    "row_dealt": {"fr": "vide : tirée au hasard, selon le numéro de donne",
                  "en": "empty: dealt at random, by the deal number",
                  "ja": "空欄：配り方の番号に従ってランダムに配る"},
    # the scenario's `seed`, in a card player's words: the same number deals the same cards
    "seed": {"fr": "Numéro de donne (le même numéro tire toujours les mêmes cartes pour ce qui n'est pas donné)",
             "en": "Deal number (the same number always deals the same cards for whatever is not given)",
             "ja": "配り方の番号（指定していない部分は、同じ番号なら必ず同じカードが配られます）"},
    "add_card": {"fr": "Ajouter…", "en": "Add…", "ja": "追加…"},
    "remove_card": {"fr": "Retirer {name}", "en": "Remove {name}", "ja": "{name}を削除"},
    "choose": {"fr": "— choisir —", "en": "— choose —", "ja": "— 選択 —"},
    "options": {"fr": "Les points litigieux (options du moteur)", "en": "The disputed points (engine options)",
                "ja": "判断の分かれる点（エンジンのオプション）"},
    "options_help": {"fr": "Chaque option suit par défaut le verdict de Marquoir ; changez-la pour rejouer le cas "
                           "selon une autre lecture.",
                     "en": "Each option follows Marquoir's verdict by default; change it to replay the case by another "
                           "reading.",
                     "ja": "各オプションは既定でMarquoirの裁定に従います。別の解釈で再生するには変更してください。"},
    "default": {"fr": "{value} (par défaut)", "en": "{value} (default)", "ja": "{value}（既定）"},
    "yes": {"fr": "oui", "en": "yes", "ja": "はい"},
    "no": {"fr": "non", "en": "no", "ja": "いいえ"},
    "other_edition": {"fr": "{title} (décision de l'édition {edition}, appliquée ici)",
                      "en": "{title} ({edition} ruling, applied here)",
                      "ja": "{title}（『{edition}』の裁定を適用）"},
    # moves
    "moves": {"fr": "Les coups, dans l'ordre", "en": "The moves, in order", "ja": "手順（順番どおり）"},
    "moves_help": {"fr": "Chaque coup est joué par le joueur dont c'est le tour ; « Finir le tour » passe au suivant.",
                   "en": "Each move is played by the player whose turn it is; “End the turn” passes to the next one.",
                   "ja": "各手は手番のプレイヤーが行います。「手番を終える」で次のプレイヤーに移ります。"},
    "verb": {"fr": "Coup", "en": "Move", "ja": "手"},
    "field_card": {"fr": "Carte", "en": "Card", "ja": "カード"},
    "field_site": {"fr": "sur le chantier", "en": "to the site", "ja": "派遣先"},
    "field_tool": {"fr": "avec l'outil (facultatif)", "en": "with the tool (optional)", "ja": "道具（任意）"},
    "field_on": {"fr": "sur l'ouvrier (université)", "en": "on the worker (university)", "ja": "対象の労働者（大学）"},
    "field_n": {"fr": "Actions dépensées", "en": "Actions spent", "ja": "使うアクション数"},
    "add_move": {"fr": "Ajouter ce coup", "en": "Add this move", "ja": "この手を追加"},
    "typed": {"fr": "Ou tapez le coup", "en": "Or type the move", "ja": "または手を入力"},
    "typed_example": {"fr": "envoyer Compagnon 3 sur La chapelle", "en": "send Craftsman 3 to The Chapel",
                      "ja": "職人3を礼拝堂に派遣"},
    "add_typed": {"fr": "Ajouter", "en": "Add", "ja": "追加"},
    "typed_not_a_move": {"fr": "« {text} » n'est pas un coup que le vérificateur sait lire. Les coups s'écrivent : "
                               "{forms}.",
                         "en": "“{text}” is not a move the checker can read. Moves are written: {forms}.",
                         "ja": "「{text}」は手として読み取れません。手は次のように書きます：{forms}。"},
    "typed_unknown": {"fr": "« {name} » n'est le nom d'aucune carte.", "en": "“{name}” is not the name of any card.",
                      "ja": "「{name}」という名前のカードはありません。"},
    "typed_nearest": {"fr": " Cartes proches : {names}.", "en": " The nearest: {names}.",
                      "ja": "近いカード：{names}。"},
    "typed_added": {"fr": "Ajouté : {move}.", "en": "Added: {move}.", "ja": "追加しました：{move}。"},
    "not_a_move": {"fr": "« {text} » (pas un coup)", "en": "“{text}” (not a move)",
                   "ja": "「{text}」（手ではありません）"},
    "no_moves": {"fr": "Aucun coup pour l'instant.", "en": "No move yet.", "ja": "まだ手がありません。"},
    "move_up": {"fr": "Monter le coup {n}", "en": "Move {n} up", "ja": "{n}手目を上へ"},
    "remove_move": {"fr": "Retirer le coup {n}", "en": "Remove move {n}", "ja": "{n}手目を削除"},
    # what someone at the table claims
    "expect": {"fr": "Ce qu'on affirme à la table (facultatif)", "en": "What someone at the table claims (optional)",
               "ja": "テーブルでの主張（任意）"},
    "expect_help": {"fr": "Si quelqu'un affirme un chiffre ou un refus (« Bruno dit qu'Alice finit avec 5 écus »), "
                          "notez-le ici : le verdict dira s'il a raison. Sans affirmation, il dit seulement ce que la "
                          "règle permet.",
                    "en": "If someone claims a figure or a refusal (“Bruno says Alice ends with 5 écus”), note it "
                          "here: the verdict says whether the claim is right. With no claim, it only says what the "
                          "rules allow.",
                    "ja": "誰かが数字や拒否を主張しているなら（「アリスは最後に5コインになる」とブルーノが言う、"
                          "など）、ここに書いてください。判定でその主張が正しいかを示します。主張がなければ、ルール上"
                          "何が認められるかだけを示します。"},
    "expect_money": {"fr": "{money} à la fin", "en": "{money} at the end", "ja": "終了時の{money}"},
    "expect_score": {"fr": "Score final", "en": "Final score", "ja": "最終得点"},
    "expect_error": {"fr": "Le dernier coup serait refusé, parce que", "en": "The last move would be refused, because",
                     "ja": "最後の手を拒否するはずのルール"},
    "expect_none": {"fr": "personne ne le dit", "en": "nobody says so", "ja": "主張なし"},
    "not_whole": {"fr": "Un nombre entier, sans virgule : « {value} » n'en est pas un.",
                  "en": "A whole number, please: “{value}” is not one.",
                  "ja": "整数で入力してください（「{value}」は整数ではありません）。"},
    "not_number": {"fr": "Un nombre (18 ou 18,5) : « {value} » n'en est pas un.",
                   "en": "A number (18 or 18.5): “{value}” is not one.",
                   "ja": "数で入力してください（18、18.5など。「{value}」は数ではありません）。"},
    "too_low": {"fr": "Au moins {low} : « {value} » est trop petit.",
                "en": "At least {low}, please: “{value}” is too small.",
                "ja": "{low}以上の数を入力してください（「{value}」は小さすぎます）。"},
    "too_high": {"fr": "Au plus {high} : « {value} » dépasse ce qu'une partie permet.",
                 "en": "At most {high}, please: “{value}” is more than a game allows.",
                 "ja": "{high}以下の数を入力してください（「{value}」はゲームであり得る範囲を超えています）。"},
    "fix_fields": {"fr": "Corrigez d'abord le champ marqué.", "en": "Correct the marked field first.",
                   "ja": "先に印の付いた欄を直してください。"},
    # the card lists
    "mine_workers": {"fr": "Ouvriers libres de {player}", "en": "{player}'s free workers",
                     "ja": "{player}の待機中の労働者"},
    "mine_sites": {"fr": "Chantiers de {player}", "en": "{player}'s sites", "ja": "{player}の建築中の建物"},
    "built_vp": {"fr": "ou un nombre de PV de bâtiments", "en": "or a number of VP of buildings",
                 "ja": "または建物の勝利点の合計"},
    "built_vp_pick": {"fr": "Choisir des bâtiments", "en": "Pick buildings", "ja": "建物を選ぶ"},
    "built_total": {"fr": "Total : {vp}", "en": "Total: {vp}", "ja": "合計：{vp}"},
    "built_vp_none": {"fr": "Aucun ensemble de bâtiments encore libres ne fait {vp}.",
                      "en": "No set of buildings still free makes {vp}.",
                      "ja": "まだ使われていない建物では{vp}になりません。"},
    "num_needs": {"fr": "demande {what}", "en": "needs {what}", "ja": "必要：{what}"},
    "num_makes": {"fr": "produit {what}", "en": "makes {what}", "ja": "生産：{what}"},
    "num_wage": {"fr": "salaire {money}", "en": "wage {money}", "ja": "賃金{money}"},
    "num_price": {"fr": "prix {money}", "en": "costs {money}", "ja": "価格{money}"},
    "num_penalty": {"fr": "pénalité {vp}", "en": "penalty {vp}", "ja": "ペナルティ{vp}"},
    "num_adds": {"fr": "ajoute {what}", "en": "adds {what}", "ja": "追加：{what}"},
    "num_brings": {"fr": "rapporte {money}", "en": "brings {money}", "ja": "受取{money}"},
    "num_repay": {"fr": "à rembourser {money}", "en": "repay {money}", "ja": "返済{money}"},
    # the file, the link, the button
    "file": {"fr": "Le fichier du cas", "en": "The case file", "ja": "ケースファイル"},
    "file_help": {"fr": "Écrit par le formulaire ; vous pouvez aussi coller ou modifier un fichier : il est vérifié "
                        "tel quel, comme par marquoir check.",
                  "en": "Written by the form; you may also paste or edit a file: it is checked as it is, as marquoir "
                        "check would.",
                  "ja": "フォームから書き出されます。ファイルを貼り付けたり編集したりすることもでき、marquoir checkと"
                        "同じようにそのまま検証されます。"},
    "detached": {"fr": "Fichier modifié à la main : il sera vérifié tel quel, le formulaire ne le suit plus.",
                 "en": "File edited by hand: it is checked as it is; the form no longer follows it.",
                 "ja": "ファイルが手で編集されました。そのまま検証され、フォームの内容は反映されません。"},
    "rewrite": {"fr": "Réécrire le fichier depuis le formulaire", "en": "Rewrite the file from the form",
                "ja": "フォームからファイルを書き直す"},
    "copy_file": {"fr": "Copier le fichier", "en": "Copy the file", "ja": "ファイルをコピー"},
    "download": {"fr": "Télécharger case.yaml", "en": "Download case.yaml", "ja": "case.yamlをダウンロード"},
    "link": {"fr": "Lien vers ce cas", "en": "Link to this case", "ja": "このケースへのリンク"},
    "copy_link": {"fr": "Copier le lien", "en": "Copy the link", "ja": "リンクをコピー"},
    "copied": {"fr": "Copié.", "en": "Copied.", "ja": "コピーしました。"},
    "copy_failed": {"fr": "Copie impossible : sélectionnez le texte et copiez-le.",
                    "en": "Could not copy: select the text and copy it.",
                    "ja": "コピーできませんでした。テキストを選択してコピーしてください。"},
    "run": {"fr": "Vérifier le cas", "en": "Check the case", "ja": "ケースを検証"},
    "new_case": {"fr": "Nouveau cas", "en": "New case", "ja": "新しいケース"},
    "new_case_confirm": {"fr": "Appuyer encore : tout effacer", "en": "Press again to clear it all",
                         "ja": "もう一度押すとすべて消去"},
    "restored": {"fr": "Cas restauré depuis le lien.", "en": "Case restored from the link.",
                 "ja": "リンクからケースを復元しました。"},
    "bad_link": {"fr": "Ce lien ne contient pas un cas lisible ({why}) : le formulaire est resté tel quel.",
                 "en": "This link holds no readable case ({why}); the form was left as it was.",
                 "ja": "このリンクには読み取れるケースが含まれていません（{why}）。フォームは変更していません。"},
    "bad_link_base64": {"fr": "le texte n'est pas du base64url", "en": "the text is not base64url",
                        "ja": "base64url形式ではありません"},
    "bad_link_deflate": {"fr": "les données compressées sont abîmées", "en": "the compressed data is damaged",
                         "ja": "圧縮データが壊れています"},
    "bad_link_json": {"fr": "ce n'est pas un cas au format attendu", "en": "it is not a case in the expected format",
                      "ja": "想定された形式のケースではありません"},
    "bad_link_size": {"fr": "il est trop long", "en": "it is too long", "ja": "長すぎます"},
    "bad_link_example": {"fr": "aucun exemple de ce nom sur ce site",
                         "en": "no worked example of that name on this site",
                         "ja": "この名前の例はこのサイトにありません"},
    "bad_link_examples_unread": {"fr": "les exemples du site n'ont pas pu être lus",
                                 "en": "the site's examples could not be read",
                                 "ja": "サイトの例を読み込めませんでした"},
    # running
    "stage_download_start": {"fr": "Téléchargement du moteur (une seule fois)…", "en": "Downloading the engine (once)…",
                             "ja": "エンジンをダウンロード中（初回のみ）…"},
    "stage_download": {"fr": "Téléchargement du moteur (une seule fois) : {loaded} / {total} Mo",
                       "en": "Downloading the engine (once): {loaded} / {total} MB",
                       "ja": "エンジンをダウンロード中（初回のみ）：{loaded} / {total} MB"},
    "stage_start": {"fr": "Démarrage de Python…", "en": "Starting Python…", "ja": "Pythonを起動中…"},
    "stage_engine": {"fr": "Chargement du moteur…", "en": "Loading the engine…", "ja": "エンジンを読み込み中…"},
    "stage_check": {"fr": "Vérification du cas…", "en": "Checking the case…", "ja": "ケースを検証中…"},
    "timeout": {"fr": "Pas de réponse au bout de {seconds} s : le calcul a été arrêté. Le prochain essai repart d'un "
                      "moteur neuf.",
                "en": "No answer after {seconds} s: the run was stopped. The next try starts a fresh engine.",
                "ja": "{seconds}秒たっても応答がないため、処理を中止しました。次回は新しいエンジンで開始します。"},
    "stalled": {"fr": "Le moteur ne se charge plus depuis {seconds} s (connexion coupée ?) : chargement arrêté. "
                      "Réessayez quand la connexion revient.",
                "en": "The engine has stopped loading for {seconds} s (connection lost?): loading stopped. Try again "
                      "when the connection is back.",
                "ja": "エンジンの読み込みが{seconds}秒間止まっています（接続が切れましたか？）。"
                      "読み込みを中止しました。接続が戻ったら再試行してください。"},
    "failed": {"fr": "Le moteur n'a pas pu démarrer dans ce navigateur ({detail}). Réessayez ; si cela persiste, la "
                     "commande marquoir check donne le même verdict.",
               "en": "The engine could not start in this browser ({detail}). Try again; if it persists, the marquoir "
                     "check command gives the same verdict.",
               "ja": "このブラウザではエンジンを起動できませんでした（{detail}）。もう一度お試しください。"
                     "解決しない場合はmarquoir checkコマンドでも同じ判定が得られます。"},
    "file_protocol": {"fr": "Le vérificateur a besoin que le site soit servi en http(s) : ouvert depuis le disque "
                            "(file://), le navigateur ne peut pas démarrer le moteur. La lecture et la recherche "
                            "fonctionnent toujours ; le fichier du cas et le lien aussi.",
                      "en": "The checker needs the site served over http(s): opened from disk (file://), the browser "
                            "cannot start the engine. Reading and search still work, and so do the case file and the "
                            "link.",
                      "ja": "検証にはhttp(s)で配信されたサイトが必要です。ディスクから（file://で）開いた場合、ブラウザは"
                            "エンジンを起動できません。閲覧と検索、ケースファイルとリンクは引き続き使えます。"},
    "storage": {"fr": "Enregistré sur cet appareil pour l'usage hors ligne : {size} Mo (ce site{engine}).",
                "en": "Stored on this device for offline use: {size} MB (this site{engine}).",
                "ja": "オフライン用にこの端末に保存済み：{size} MB（このサイト{engine}）。"},
    "storage_engine": {"fr": " et le moteur", "en": " and the engine", "ja": "とエンジン"},
    "storage_none": {"fr": "Rien n'est encore enregistré pour l'usage hors ligne : le site le sera après cette visite, "
                           "le moteur après sa première vérification.",
                     "en": "Nothing is stored for offline use yet: the site will be after this visit, the engine after "
                           "its first check.",
                     "ja": "オフライン用にはまだ何も保存されていません。サイトはこの訪問後に、エンジンは最初の検証後に"
                           "保存されます。"},
    # the verdict
    "verdict": {"fr": "Verdict", "en": "Verdict", "ja": "判定"},
    "claims": {"fr": "Les affirmations", "en": "The claims", "ja": "主張の判定"},
    "steps": {"fr": "Coup par coup, avec les lignes du fichier", "en": "Move by move, with the file's lines",
              "ja": "各手の結果とファイルの行"},
    "colon": {"fr": " : ", "en": ": ", "ja": "："},
    "col_n": {"fr": "N°", "en": "No.", "ja": "手"},
    "col_player": {"fr": "Joueur", "en": "Player", "ja": "プレイヤー"},
    "col_actions": {"fr": "Actions restantes", "en": "Actions left", "ja": "残りアクション"},
    "col_completed": {"fr": "Terminés", "en": "Completed", "ja": "完成"},
    "refused": {"fr": "Refusé : {message}", "en": "Refused: {message}", "ja": "拒否：{message}"},
    "see_rule": {"fr": "La règle : {title}", "en": "The rule: {title}", "ja": "ルール：{title}"},
    "scores": {"fr": "Scores", "en": "Scores", "ja": "得点"},
    "figures": {"fr": "Après le dernier coup", "en": "After the last move", "ja": "最後の手の後"},
    "col_rank": {"fr": "Rang", "en": "Rank", "ja": "順位"},
    "col_score": {"fr": "Score", "en": "Score", "ja": "得点"},
    "col_penalties": {"fr": "Pénalités", "en": "Penalties", "ja": "ペナルティ"},
    "over": {"fr": "La partie est terminée.", "en": "The game is over.", "ja": "ゲームは終了しています。"},
    "not_over": {"fr": "La partie n'est pas terminée : scores si elle s'arrêtait maintenant.",
                 "en": "The game is not over: the scores if it stopped now.",
                 "ja": "ゲームはまだ終わっていません。今終了した場合の得点です。"},
    "problems": {"fr": "Problèmes du fichier", "en": "Problems in the file", "ja": "ファイルの問題"},
    "problem": {"fr": "ligne {line} : {message}", "en": "line {line}: {message}", "ja": "{line}行目：{message}"},
    "report": {"fr": "Rapport complet de marquoir check", "en": "Full report of marquoir check",
               "ja": "marquoir checkの完全な出力"},
    "go_to_line": {"fr": "Aller à la ligne {line} du fichier", "en": "Go to line {line} of the file",
                   "ja": "ファイルの{line}行目へ"},
    "line": {"fr": "ligne {line}", "en": "line {line}", "ja": "{line}行目"},
})
"""The checker's words. ``{fields}`` are filled by the script (a count, a name, a message...)."""


def in_money(text: str, source: str, target: str, lang: str) -> str:
    """``text``, written for the edition ``source``, with its money said in the edition ``target``'s word
    (``Taking écus…`` → ``Taking sesterces…``): the words are the engine's (:data:`marquoir.engine.messages.MONEY`)."""
    from ..engine.messages import MONEY as MONEY_WORD
    from ..vocab import MONEY

    for form in (".de", ""):  # the French "d'écus" before the bare word
        text = text.replace(MONEY_WORD(MONEY[source] + form, lang), MONEY_WORD(MONEY[target] + form, lang))
    return text
