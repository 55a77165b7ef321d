$x = @(END)
  text
