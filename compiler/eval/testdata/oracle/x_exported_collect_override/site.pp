@@file { '/e': tag => 'x' }
File <<| tag == 'x' |>> { mode => '0600' }
@file { '/v': tag => 'x' }
File <| tag == 'x' |> { owner => 'root' }
