$n = 'N'
$a = @("END")
  Hello ${n}
    indented \t tab
  | END
$b = @(END/t)
  raw ${n}\ttab
  END
notice($a)
notice($b)
