# The catalog's classes list (every evaluated class, the node, no main) and the containment edges
# of classes, defines, nodes and stages.
stage { 'pre': before => Stage['main'] }
class pre_c { notify { 'pre res': } }
class { 'pre_c': stage => 'pre' }
class a { contain a::b }
class a::b { }
define d { }
node default { include a d { 'in node': } }
