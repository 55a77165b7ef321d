# The first line is not a name followed by a dot or the end: the dispatch refuses it.
notice(getvar("x\na::b::.q", 'dflt'))
