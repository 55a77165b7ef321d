$top = 'T'
class app($p = 'd') { notice($p) }
class app2 { $v = 'own2'; notice(lookup('a')) }
include app
include app2
notice(lookup('a'))
