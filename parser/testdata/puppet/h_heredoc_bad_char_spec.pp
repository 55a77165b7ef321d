$x = @(END:j son)
a
END
