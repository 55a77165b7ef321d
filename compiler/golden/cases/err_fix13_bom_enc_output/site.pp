# The ENC's output is given to Psych as a String: the '---' after U+FEFF is text.
notice('compiled')
