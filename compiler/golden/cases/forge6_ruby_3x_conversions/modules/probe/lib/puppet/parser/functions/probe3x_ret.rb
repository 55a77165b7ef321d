module Puppet::Parser::Functions
  newfunction(:probe3x_ret, type: :rvalue) do |args|
    case args[0]
    when 'nil' then nil
    when 'undef' then :undef
    when 'sym' then :foo
    when 'empty' then ''
    when 'hash' then { 'a' => nil, 'b' => :undef }
    when 'arr' then [nil, :undef, 1]
    when 'int_s' then '42'
    end
  end
end
