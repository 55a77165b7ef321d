# IPAddr from a module function, each rescued (written for this case).
probe::nets().each |$l| { notice($l) }
