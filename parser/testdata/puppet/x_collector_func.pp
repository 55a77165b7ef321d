File <| a == f() |>
