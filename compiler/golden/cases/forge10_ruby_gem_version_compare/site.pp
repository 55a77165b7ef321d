# Gem::Version and Gem::Requirement from a module function, each rescued (written for this case).
probe::gemver().each |$l| { notice($l) }
