@user { 'a': uid => 1, groups => ['x', 'y'], tag => 't1' }
@user { 'b': uid => 2, groups => ['y'] }
@user { 'c': uid => 3 }
@user { 'd': uid => 4, shell => '/bin/sh' }
User <| (uid == 1 or groups == 'y') and title != 'c' |>
User <| shell == '/bin/sh' |> { comment => 'collected' }
