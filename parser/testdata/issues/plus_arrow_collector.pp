File <| |> { mode +> '0644' }
file { '/x': mode +> '0644' }
