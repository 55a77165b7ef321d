# The same title may be used by different types; uniqueness is per type.
define mytype { notify { "mytype ${title}": } }
define othertype { notify { "othertype ${title}": } }
mytype { 'shared': }
othertype { 'shared': }
file { 'shared': path => '/tmp/shared' }
