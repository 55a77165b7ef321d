# stdlib's parseyaml gives Psych a String: a leading U+FEFF is skipped like a space and counts a column.
notice(parseyaml("\u{FEFF}a: 1\nb: 2\n"))
notice(parseyaml("\u{FEFF}- 1\n- 2\n"))
notice(parseyaml("\u{FEFF}---\na: 1\n", 'the default'))
notice(parseyaml("\u{FEFF}\u{FEFF}x\n"))
notice(parseyaml("\u{FEFF}a:\n  b: 1\n"))
