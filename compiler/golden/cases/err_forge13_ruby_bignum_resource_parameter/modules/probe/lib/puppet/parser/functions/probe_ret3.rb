# Written for this case: Ruby values 3.x module functions return into Puppet, selected by name.
Puppet::Parser::Functions.newfunction(:probe_ret3, :type => :rvalue) do |args|
  case args[0]
  when 'symbol' then :sym
  when 'undef_sym' then :undef
  when 'nil' then nil
  when 'sym_array' then [:a, 'b', :undef, nil]
  when 'sym_hash' then { :k => :v, 'n' => nil, 'u' => :undef }
  when 'float_int' then [1.0, 2.5, 1e20, -0.0]
  when 'bignum' then 2**64
  when 'range' then (1..3).to_a
  when 'frozen' then 'frozen'.freeze
  when 'nested' then { 'a' => [{ 'b' => [:c] }] }
  when 'int_key' then { 1 => 'one', 2.5 => 'x' }
  when 'true_str' then ['true', true, 'false', false]
  when 'empty' then ['', [], {}]
  end
end
