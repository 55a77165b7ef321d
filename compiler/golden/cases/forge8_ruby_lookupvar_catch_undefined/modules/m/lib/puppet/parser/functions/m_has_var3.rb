# The same from a 3.x function, whose self is the Scope.
module Puppet::Parser::Functions
  newfunction(:m_has_var3, :type => :rvalue) do |args|
    result = "missing #{args[0]}"
    catch(:undefined_variable) do
      v = lookupvar(args[0])
      result = "found #{args[0]}: #{v.inspect}"
    end
    result
  end
end
