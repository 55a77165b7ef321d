module Puppet::Parser::Functions
  newfunction(:conv_returns, type: :rvalue) do |args|
    case args[0]
    when 'symbol' then :foo
    when 'undef' then :undef
    when 'nil' then nil
    when 'symkeys' then { a: 1, 'b' => :c }
    when 'nested' then ['x', nil, :undef, [nil]]
    when 'int_string' then '0x10'
    when 'float' then 1.0
    when 'bigint' then 2**40
    when 'frozen' then 'frozen'.freeze
    when 'true' then true
    when 'range' then (1..3).to_a
    when 'emptyhash' then {}
    else 'other'
    end
  end
end
