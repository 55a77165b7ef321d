# Classes whose values come from literals have no new (Ruby undefines it).
[Integer, Float, Symbol, NilClass, TrueClass, FalseClass].each do |c|
  begin
    c.new
  rescue NoMethodError => e
    puts "#{e.class}: #{e.message}"
  end
  p c.respond_to?(:new)
end
class MyInt < Object; end
p MyInt.new.class
p String.new('a'), Array.new(2, 0), Hash.new(1)[:x]
