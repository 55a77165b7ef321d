while x < )
  y
end
until z(1 2)
  w
end
