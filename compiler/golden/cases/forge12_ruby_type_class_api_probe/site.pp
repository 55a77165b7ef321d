type_class_api().each |$l| { notice($l) }
