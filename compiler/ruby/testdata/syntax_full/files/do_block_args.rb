foo(1 2) do |x|
  x
end
bar.each do |y|
  y +
end
