def f
  x = )
  y = 1
end
def g
  z = (1 +
end
