$x = @(END)
  a
 b
  | END
notice($x
