x = )
foo(1, 2
