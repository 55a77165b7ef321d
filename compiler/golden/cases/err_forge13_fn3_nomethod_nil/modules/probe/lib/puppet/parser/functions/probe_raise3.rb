# Written for this case: errors 3.x module functions raise, chosen by the argument.
Puppet::Parser::Functions.newfunction(:probe_raise3, :type => :rvalue, :arity => -2) do |args|
  case args[0]
  when 'parse' then raise Puppet::ParseError, 'probe_raise3(): bad input'
  when 'puppet' then raise Puppet::Error, 'a Puppet::Error'
  when 'argument' then raise ArgumentError, 'an ArgumentError'
  when 'runtime' then raise 'a bare raise'
  when 'type' then Integer('zz')
  when 'key' then {}.fetch('missing')
  when 'nomethod' then nil.upcase
  when 'zero' then 1 / 0
  when 'custom' then raise Class.new(StandardError) { def message; 'custom message'; end }
  when 'fail' then function_fail(['from function_fail'])
  when 'multiline' then raise Puppet::ParseError, "line one\nline two"
  end
end
