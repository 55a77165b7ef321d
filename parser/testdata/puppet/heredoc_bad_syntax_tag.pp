$x = @(END:json:yaml)
a
END
