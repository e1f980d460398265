"""Learn by playing: a lesson played on the reference engine, step by step (:mod:`.session`), each step ended by a
condition on the game (:mod:`.conditions`), the table as the page draws it (:mod:`.view`) and the worker's entry
(:mod:`.web`). Pure Python on the engine: it runs in the reader's browser."""
