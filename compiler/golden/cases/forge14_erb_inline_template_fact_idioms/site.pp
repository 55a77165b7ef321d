include tune
