# A collector declared early overrides resources that define bodies create later.
File <| tag == 'site' |> { mode => '0600' }
define site { file { "/srv/${title}": ensure => directory, mode => '0755' } }
site { ['one', 'two']: }
