# The generators loop: define bodies declare virtual resources and more defines; collectors run
# again after each round until nothing changes.
define level1 { level2 { "${title}-2": } @notify { "virtual from ${title}": tag => 'gen' } }
define level2 { include late_class @notify { "virtual from ${title}": tag => 'gen' } }
class late_class { level3 { 'from class': } }
define level3 { @notify { "virtual from level3 ${title}": tag => 'gen' } }
Notify <| tag == 'gen' |> { message => 'collected' }
level1 { 'a': }
