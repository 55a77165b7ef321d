foo(1 2)
bar(3 4)
baz(5 6)
