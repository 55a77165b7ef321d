File <| mode =~ /x/ |>
