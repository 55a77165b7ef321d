$i = @(E/)
  a\u12 \q
  |E
