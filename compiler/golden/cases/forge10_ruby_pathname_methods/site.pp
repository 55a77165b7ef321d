# Pathname methods from a module function, each rescued (written for this case).
probe::pathnames().each |$l| { notice($l) }
