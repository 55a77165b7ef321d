# Ruby idioms from module helpers, each rescued (written for this case).
probe::idioms().each |$l| { notice($l) }
