file_enumerable().each |$l| { notice($l) }
