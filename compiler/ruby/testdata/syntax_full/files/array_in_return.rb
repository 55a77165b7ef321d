def f
  return [1, 2 3]
end
def g
  return {a: }
end
