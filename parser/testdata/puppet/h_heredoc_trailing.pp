$x = @(END)
a
END x
