# Module Ruby writing into values that a server could share between
# compiles: Hiera data it looked up (looked up again after), the facts
# hash, a resource type class (an instance variable, a new parameter).
# Then the Puppet side reads them again.
$r = mutant::touch($trusted['certname'])
$r.each |$i, $v| { notice("${i}: ${v}") }
notice(lookup('mutant::hash'))
notice(lookup('mutant::list'))
notice(lookup('mutant::str'))
notice($facts['mutant_added'])
notice($facts['os']['family'])
mutant_res { 'r': size => 1 }
