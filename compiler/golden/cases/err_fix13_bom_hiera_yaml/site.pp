# An environment's hiera.yaml saved with a UTF-8 byte order mark before '---': Hiera reads it as
# plain UTF-8 and Psych takes the '---' after U+FEFF as text (FIX-13 item 5).
notice(lookup('x'))
