# An Optional parameter without a default expression still needs a value: Puppet fails when
# neither the declaration nor Hiera gives one.
class app(Optional[String] $opt_nodefault) { notify { "[${opt_nodefault}]": } }
include app
