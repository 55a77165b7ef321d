[1, 2].each |Variant $a| { notice($a) }
