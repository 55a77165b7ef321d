# A module whose metadata.json declares dependencies sees functions only of those modules
# (4.x loader rules); a module without metadata sees every module.
include consumer
include free
