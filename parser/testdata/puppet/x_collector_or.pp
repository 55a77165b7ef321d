File <| a == 1 or b == 2 |>
