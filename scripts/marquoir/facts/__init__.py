"""Rule facts: the model, the loader and validator, translation status."""
