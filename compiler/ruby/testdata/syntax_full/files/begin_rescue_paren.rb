begin
  x =
rescue => e
  )
end
foo(1 2)
