$x = @(END/tt)
a
END
