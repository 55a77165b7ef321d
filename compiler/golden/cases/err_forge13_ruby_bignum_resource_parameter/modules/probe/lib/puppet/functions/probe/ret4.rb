# Written for this case: Ruby values 4.x module functions return into Puppet.
Puppet::Functions.create_function(:'probe::ret4') do
  dispatch :run do
    param 'String', :what
  end

  def run(what)
    case what
    when 'symbol' then :sym
    when 'sym_array' then [:a, 'b', nil]
    when 'sym_hash' then { :k => :v, 'n' => nil }
    when 'float_int' then [1.0, 2.5, 1e20, -0.0]
    when 'bignum' then 2**64
    when 'int_key' then { 1 => 'one', 2.5 => 'x' }
    when 'nested' then { 'a' => [{ 'b' => [:c] }] }
    end
  end
end
