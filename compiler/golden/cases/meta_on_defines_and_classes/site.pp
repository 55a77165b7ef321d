# Metaparameters given to a define instance or class are kept on it (and not copied to the
# resources inside, except tags).
define d { notify { "in ${title}": } }
d { 'x': tag => 'dtag', noop => true, loglevel => 'info', before => Notify['end'] }
class c { notify { 'in c': } }
class { 'c': tag => 'ctag', schedule => 'daily' }
schedule { 'daily': period => daily }
notify { 'end': }
