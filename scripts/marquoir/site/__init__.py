"""Building and serving the three sites (fr, en, ja) with MkDocs."""
