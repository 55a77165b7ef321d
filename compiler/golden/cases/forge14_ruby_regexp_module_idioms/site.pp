# Written for this case.
probe::regexps().each |$i, $line| { notify { "re ${i}": message => $line } }
