$a = @(END:json:x)
x
END
notice($a)
