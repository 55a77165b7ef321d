File <| |> { mode +> 1 }
