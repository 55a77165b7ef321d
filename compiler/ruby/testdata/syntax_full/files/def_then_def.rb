def f(a, b
  a + b
end
def g(
end
