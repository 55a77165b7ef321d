$x = @(END:1json)
a
END
