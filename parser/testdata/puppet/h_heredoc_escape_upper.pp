$x = @(END/X)
a
END
