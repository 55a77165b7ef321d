File <| foo(1) |>
