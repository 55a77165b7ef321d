# No default, nothing in Hiera, nothing given: the parameter has no value.
class row13($p) { notify { "[${p}]": } }
include row13
