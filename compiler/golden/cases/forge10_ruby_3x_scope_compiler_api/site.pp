# The Scope/compiler/catalog API from a 3.x function, each call rescued (written for this case).
file { "/etc/top": ensure => directory }
include probe
