$x = @(END
