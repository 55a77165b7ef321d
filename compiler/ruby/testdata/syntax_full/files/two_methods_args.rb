def a
  foo(1,, 2)
end

def b
  bar(3 4)
end
