# stdlib's parseyaml of a String with U+FEFF before '---' and no default: Psych's error.
notice(parseyaml("\u{FEFF}---\na: 1\n"))
