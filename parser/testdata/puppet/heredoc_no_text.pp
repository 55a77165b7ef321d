$x = @(END)
