file { '/top': }
include probe
class later { }
include later
probe::edges().each |$i, $l| { notify { "e${i}": message => $l } }
