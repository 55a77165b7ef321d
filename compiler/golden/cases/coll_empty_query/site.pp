# A collector with no query realizes every virtual resource of its type (and no other type).
@notify { ['a', 'b']: }
@file { '/virtual': }
notify { 'regular': }
Notify <| |>
