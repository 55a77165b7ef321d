define d($alias) {}
