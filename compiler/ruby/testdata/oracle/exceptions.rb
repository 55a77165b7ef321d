class MyError < StandardError
  def initialize(msg = "my default"); super; end
end
class Other < MyError; end
def risky(n)
  raise Other, "other #{n}" if n == 1
  raise MyError if n == 2
  raise "plain" if n == 3
  raise ArgumentError.new("arg") if n == 4
  Integer("zz") if n == 5
  nil.upcase if n == 6
  {a: 1}.fetch(:b) if n == 7
  [1].fetch(5) if n == 8
  1 / 0 if n == 9
  "ok"
end
(0..9).each do |i|
  begin
    r = risky(i)
    puts "#{i}: #{r}"
  rescue MyError => e
    puts "#{i}: MyError family #{e.class} #{e.message}"
  rescue ArgumentError, TypeError => e
    puts "#{i}: arg/type #{e.class}: #{e.message}"
  rescue => e
    puts "#{i}: #{e.class}: #{e.message}"
  else
    puts "#{i}: no error"
  ensure
    puts "#{i}: ensure"
  end
end
attempts = 0
begin
  attempts += 1
  raise "again" if attempts < 3
  puts "succeeded after #{attempts}"
rescue
  retry
end
def m
  yield
ensure
  puts "m ensure"
end
m { puts "in block" }
x = (raise "boom" rescue "rescued")
p x
begin
  begin
    raise KeyError, "inner"
  rescue => e
    raise RuntimeError, "outer"
  end
rescue => e
  p e.message, e.cause.class, e.cause.message
end
e = RuntimeError.new("msg")
p e, e.message
p [StandardError.new, StandardError.new("x"), Exception.new.message]
begin
  raise TypeError
rescue => e
  p e.message, e.inspect
end
def check(v)
  raise ArgumentError, "bad value #{v.inspect}" unless v.is_a?(Integer)
  v
end
p (check("s") rescue $!.message)
r = catch(:found) do
  [1, 2, 3].each { |i| [4, 5].each { |j| throw :found, [i, j] if i * j == 10 } }
  nil
end
p r
def ret_in_block
  [1, 2, 3].each { |i| return i * 10 if i == 2 }
  :none
end
p ret_in_block
p [1, 2, 3].map { |i| next 0 if i == 2; i }
p [1, 2, 3].each { |i| break i * 100 if i == 2 }
l = lambda { |x| return x * 2; 99 }
p l.call(4)
pr = proc { |a, b| [a, b] }
p pr.call(1), pr.call(1, 2, 3), pr.call([4, 5]), pr.arity, l.arity, pr.lambda?
begin
  l.call(1, 2)
rescue ArgumentError => e
  p e.message
end
p((Integer("12") rescue 0), Float("1.5"), Array(nil), Array([1]), Array(1..2), String(5))
begin
  raise IOError
rescue StandardError => e
  p e.class.ancestors.take(3)
end
