$x = lookup('missing') |$a, $b| { 1 }
