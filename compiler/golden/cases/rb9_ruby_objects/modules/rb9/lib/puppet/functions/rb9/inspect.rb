Puppet::Functions.create_function(:'rb9::inspect') do
  def inspect(v)
    "#{v.class} #{v.inspect.sub(/0x\h+/, 'ADDR')}"
  end
end
