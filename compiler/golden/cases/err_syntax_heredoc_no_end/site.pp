$x = @(END)
  text
  ENDX
notice($x)
