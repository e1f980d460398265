"""The reference engine: plays Les Bâtisseurs by the rulebook and Marquoir's verdicts.

>>> from marquoir.engine import Game
>>> game = Game.new(["Alice", "Bruno"], seed=1)
>>> len(game.buildings_row), len(game.workers_row), game.actions_left
(5, 5, 3)
"""

from .errors import ANTIQUITY_RULE_IDS, ANTIQUITY_RULES, RULE_IDS, RULES, IllegalMove, rule_ids
from .game import Game
from .options import Options

__all__ = ["Game", "IllegalMove", "Options", "RULES", "RULE_IDS", "ANTIQUITY_RULES", "ANTIQUITY_RULE_IDS", "rule_ids"]
