File <| a < 1 |>
