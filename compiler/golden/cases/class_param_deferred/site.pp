# A Deferred value given to a typed class or define parameter is checked by
# the return type of the function it will call (TypeMismatchDescriber's
# describe_struct_signature), not as a value: a function without a return
# type passes, with a warning given once per function, whatever the
# parameter's type; a declared return type must fit.
class c(String $p, Variant[String, Deferred] $q) { notice($p) }
define d(String $p) { notice($p) }
function f() >> String { 'x' }
class { 'c': p => Deferred('join', [[1, 2], '-']), q => Deferred('join', [['a'], '']) }
d { 'x': p => Deferred('f', []) }
define e(Variant[String, Sensitive[String]] $p) { notice($p) }
e { 'y': p => Deferred('inline_epp', ['text']) }
