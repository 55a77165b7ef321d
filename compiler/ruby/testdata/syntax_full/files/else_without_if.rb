def f
  x = 1
  else
  y = 2
end
end
