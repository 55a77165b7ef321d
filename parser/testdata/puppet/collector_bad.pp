File <| title = "x" |>
