if x == )
  y
end
z = 1 +* 2
