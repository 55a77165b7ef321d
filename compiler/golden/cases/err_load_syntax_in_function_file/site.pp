# A syntax error in a function file.
notice(bad::f())
