$a = @(END/tt)
x
END
notice($a)
