# What a 4.x function receives: the class and inspect of its argument.
Puppet::Functions.create_function(:'rb9::inspect') do
  def inspect(v)
    "#{v.class} #{v.inspect} #{v.is_a?(Hash) ? v.keys.map(&:class).inspect : ''}"
  end
end
