# Metaparameters on a resource-like class declaration, and require/before between classes.
class first { notify { 'first': } }
class second { notify { 'second': } }
class third { notify { 'third': } }
class { 'first': tag => ['extra'], before => Class['second'] }
class { 'second': require => Notify['standalone'] }
class { 'third': notify => Class['second'], noop => true }
notify { 'standalone': }
