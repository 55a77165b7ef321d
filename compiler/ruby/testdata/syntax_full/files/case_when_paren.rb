case x
when 1
  foo)
when 2
  bar
end
baz(
