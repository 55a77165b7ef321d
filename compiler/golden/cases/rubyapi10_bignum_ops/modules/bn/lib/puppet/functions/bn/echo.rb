# What a Ruby function receives back: class and value.
Puppet::Functions.create_function(:'bn::echo') do
  def echo(v)
    "#{v.class} #{v} #{v == 2**64}"
  end
end
