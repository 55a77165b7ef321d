File <| $x |>
