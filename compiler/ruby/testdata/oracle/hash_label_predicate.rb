# A label may end in ? or ! ({ match?: 1 } is {:match?=>1}; QA-FORGE-5), while ternaries after a predicate still parse.
x = { match?: 1, ok!: 2 }
p x
y = true ? 1 : 2
p y
def f(**kw) = kw
p f(a?: 1)
a = [1].empty? ? 3 : 4
p a
b = "x".end_with?("x")? 5:6
p b
