1.times do |x|
  x +
end
foo)
