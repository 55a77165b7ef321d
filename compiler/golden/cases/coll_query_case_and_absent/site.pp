# Collector == and != compare strings case-insensitively; != also matches resources that lack
# the attribute; == on an array attribute means "contains".
@notify { 'Upper': message => 'V' }
@notify { 'T': message => 'x' }
@notify { 'list': message => ['A', 'b'] }
@notify { 'no message': }
@notify { 'w': message => 'w' }
Notify <| message == 'v' |>
Notify <| title == 't' |>
Notify <| message != 'W' and title != 'upper' and title != 'T' |>
