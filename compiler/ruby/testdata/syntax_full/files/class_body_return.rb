class A
  x = )
  return 1 if y
end
foo(1 2)
