class a { notify { 'a': } }
class b { require a  notify { 'b': } }
include b
notify { 'n': require => Class['a'], before => [Class['b'], Notify['a']] }
Class['a'] -> Class['b']
