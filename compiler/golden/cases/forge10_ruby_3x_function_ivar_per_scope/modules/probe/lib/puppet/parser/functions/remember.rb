# A 3.x function runs with the calling Scope as self: an instance variable it sets belongs to
# that scope (written for this case; the pattern is camptocamp/puppet-bind's net_include).
module Puppet::Parser::Functions
  newfunction(:remember, :type => :rvalue) do |args|
    @remembered = args[0] unless args[0].nil? || args[0] == ''
    @calls = (@calls || 0) + 1
    "#{@remembered.inspect} #{@calls} #{instance_variable_defined?(:@remembered)}"
  end
end
