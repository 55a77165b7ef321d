io_read_methods().each |$l| { notice($l) }
