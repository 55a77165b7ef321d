# A 3.x function returning Ruby Symbols, alone and inside collections.
module Puppet::Parser::Functions
  newfunction(:rb9_sym3, :type => :rvalue) do |args|
    case args[0]
    when 'alone' then :bind
    when 'hash' then { bind: 1, 'str' => :val }
    when 'array' then [:a, 'b', :bind]
    when 'undef' then :undef
    when 'default' then :default
    end
  end
end
