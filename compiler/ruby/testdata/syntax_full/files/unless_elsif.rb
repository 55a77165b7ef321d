unless a
  1
elsif b
  2
end
foo(3 4)
