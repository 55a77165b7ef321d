type Colors = Enum['red', 'green', 'blue']
type Small = Integer[1, 3]
notify { 'e1': message => Enum['b', 'a', 'b'].map |$x| { $x } }
notify { 'e2': message => Colors.map |$i, $x| { "${i}${x}" } }
notify { 'e3': message => Small.map |$x| { $x } }
notify { 'e4': message => Colors.filter |$x| { $x =~ /r/ } }
notify { 'e5': message => Colors.reduce |$m, $x| { "${m}+${x}" } }
notify { 'e6': message => Colors.reverse_each.map |$x| { $x } }
notify { 'e7': message => Colors.any |$x| { $x == 'red' } }
notify { 'e8': message => Enum['x', 'y'].each |$x| { } }
notify { 'e9': message => Colors.step(2).map |$x| { $x } }
notify { 'e10': message => Enum['b', 'a'].index |$x| { $x == 'b' } }
notify { 'e11': message => Colors.all |$x| { $x =~ String } }
notify { 'f1': message => [Colors =~ Iterable, Enum['a'] =~ Iterable[String], Integer[1,2] =~ Iterable, Colors =~ Iterable[String]] }
notify { 'f4': message => [Enum['q', 'p'].unique] }
