$a = if true {}
