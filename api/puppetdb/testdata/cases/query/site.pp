node /^exp/ {
  $n = $facts['hostname']
  @@user { "u-${n}-a": uid => 1001, shell => '/bin/sh', groups => ['adm', 'web'], managehome => true, comment => 'Alpha' }
  @@user { "u-${n}-b": uid => 1002, shell => '/bin/bash', groups => ['db'], managehome => false, comment => 'beta' }
  @@user { "u-${n}-c": uid => 1003, shell => '/bin/sh', comment => 'Gamma', tag => ['special'] }
  @@user { "u-${n}-d": ensure => absent }
}
node 'c-eq.example.com' { User <<| shell == '/bin/sh' |>> }
node 'c-ne.example.com' { User <<| shell != '/bin/sh' |>> }
node 'c-and.example.com' { User <<| shell == '/bin/sh' and uid == 1001 |>> }
node 'c-or.example.com' { User <<| comment == 'beta' or tag == 'special' |>> }
node 'c-title.example.com' { User <<| title == 'u-exp1-b' |>> }
node 'c-array.example.com' { User <<| groups == 'web' |>> }
node 'c-bool.example.com' { User <<| managehome == true |>> }
node 'c-nested.example.com' { User <<| (shell == '/bin/bash' or uid == 1003) and title != 'u-exp2-c' |>> }
node 'c-case.example.com' { User <<| comment == 'alpha' |>> }
node 'c-tagcase.example.com' { User <<| tag == 'SPECIAL' |>> }
node 'c-undef.example.com' { User <<| shell == undef |>> }
node 'c-string-num.example.com' { User <<| uid == '1001' |>> }
node 'c-ensure.example.com' { User <<| ensure == absent |>> }
