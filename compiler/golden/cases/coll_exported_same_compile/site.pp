# Exported resources (@@) stay in the compiled catalog marked exported; <<| |>> collects them
# from the same compile (and realizes them as normal resources); <| |> also matches them.
@@file { '/exported/a': ensure => file, tag => 'share' }
@@file { '/exported/b': ensure => file }
@@notify { 'exported note': }
File <<| tag == 'share' |>>
Notify <| title == 'exported note' |>
@@file { '/exported/c': ensure => directory }
