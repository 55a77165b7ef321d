[1].each { |x|
  puts x
def f
  1
end
