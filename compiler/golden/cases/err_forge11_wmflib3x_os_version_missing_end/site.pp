# A stored version of wikimedia's os_version() that lacks two `end`s (a Ruby syntax error at the end of the file).
notice(os_version('debian >= jessie'))
