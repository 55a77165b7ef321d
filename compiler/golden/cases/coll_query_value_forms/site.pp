# Query values: strings, numbers, booleans, variables, bare words (string matching is case-insensitive).
$wanted = 'v'
@notify { 'by var':  message => 'v' }
@notify { 'by num':  message => 42 }
@notify { 'by bool': message => true }
@notify { 'by word': message => 'bare' }
@notify { 'Case':    message => 'V' }
Notify <| message == $wanted |>
Notify <| message == 42 |>
Notify <| message == true |>
Notify <| message == bare |>
