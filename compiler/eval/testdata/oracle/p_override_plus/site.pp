class base { file { '/x': require => [Notify['a']] } notify { ['a', 'b']: } }
class child inherits base { File['/x'] { require +> Notify['b'], mode => '0600' } }
include child
