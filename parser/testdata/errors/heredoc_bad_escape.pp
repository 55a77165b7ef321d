$x = @(END/q)
  text
  END
