File <| title == "x"
