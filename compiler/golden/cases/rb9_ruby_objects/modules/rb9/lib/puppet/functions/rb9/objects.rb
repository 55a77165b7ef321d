# A 4.x function returning Ruby objects that are none of Puppet's values.
require 'set'
Puppet::Functions.create_function(:'rb9::objects') do
  Point = Struct.new(:x, :y) unless defined?(Point)
  class Rb9Thing
    def initialize(n)
      @n = n
    end

    def to_s
      "thing #{@n}"
    end
  end

  def objects(what)
    case what
    when 'set' then Set.new([1, 2])
    when 'struct' then Point.new(1, 2)
    when 'thing' then Rb9Thing.new(7)
    when 'range' then (1..3)
    when 'in_array' then [Rb9Thing.new(1), 'x']
    end
  end
end
