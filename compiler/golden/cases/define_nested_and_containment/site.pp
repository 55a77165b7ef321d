# Defines declaring defines; containment edges follow the declaring scope.
define inner_t { notify { "inner ${title}": } }
define outer_t { inner_t { "${title}-a": } inner_t { "${title}-b": } }
class holder { outer_t { 'x': } }
include holder
outer_t { 'top': }
