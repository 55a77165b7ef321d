# Ruby's 1_000 is not a Puppet number: the lexer refuses it.
$max = 1_000
notice($max)
