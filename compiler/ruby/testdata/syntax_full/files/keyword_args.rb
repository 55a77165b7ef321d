foo(a: 1, 2)
bar(b: 1 c: 2)
