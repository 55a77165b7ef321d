# inline_epp returns Variant[String, Sensitive[String]], which String does not accept.
define d(String $p) { notice($p) }
d { 'y': p => Deferred('inline_epp', ['text']) }
