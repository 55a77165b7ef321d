# include/contain/require of several classes: Puppet (evaluate_classes) adds every new class to the
# catalog before evaluating any, so Class[B] comes before what class a declares; the same for an
# array of names (lookup(...).include) and for contain/require. A missing class fails before any is
# declared.
class a { notify { 'in a': } include c }
class b { notify { 'in b': } }
class c { notify { 'in c': } }
class d { notify { 'in d': } }
class e { notify { 'in e': } }
include a, b
['d', 'e'].include
contain d
require e
class f { notify { 'in f': } include g }
class g { notify { 'in g': } }
class h { notify { 'in h': } }
class wrapper { contain f, h }
include wrapper
class r { require g, c, h }
include r
