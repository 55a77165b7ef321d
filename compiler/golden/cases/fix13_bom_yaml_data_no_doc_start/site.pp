# A Hiera YAML data file saved with a UTF-8 byte order mark and no '---': Psych skips U+FEFF like a
# space, so the first key sits at column 1 and the second, at column 0, ends the document: only the
# first key is data (FIX-13 item 5).
include bom
