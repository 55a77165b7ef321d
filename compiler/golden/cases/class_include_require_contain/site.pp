# include is idempotent; require also makes the requiring class require the class; contain also
# adds a containment edge from the containing class.
class a { notify { 'in a': } }
class b { notify { 'in b': } }
class c { notify { 'in c': } }
class top_include { include a include a }
class top_require { require b }
class top_contain { contain c }
include top_include, top_require
include top_contain
include a
