# Heredocs: plain, interpolated, margin (|), trimmed final newline (-), enabled escapes, syntax.
$who = 'world'
$plain = @(END)
  Hello ${name}
  \t stays
  END
$interp = @("END")
  Hello ${who}
    indented
  END
$trimmed = @("END")
    a
    b
    |- END
$escapes = @("END"/tn)
  tab\there
  new\nline
  dollar \$ stays escaped only if enabled
  | END
$all_esc = @(END/L)
  one \
  line
  | END
$json = @(END:json)
  {"a": 1}
  | END
notify { 'plain': message => $plain }
notify { 'interp': message => $interp }
notify { 'trimmed': message => $trimmed }
notify { 'escapes': message => $escapes }
notify { 'line continuation': message => $all_esc }
notify { 'json': message => $json }
notify { 'two on a line': message => [@(A), @(B)] }
  first
  | A
  second
  | B
