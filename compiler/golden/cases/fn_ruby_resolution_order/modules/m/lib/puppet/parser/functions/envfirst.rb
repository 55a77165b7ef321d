module Puppet::Parser::Functions
  newfunction(:envfirst, :type => :rvalue) do |args|
    'module m 3.x envfirst'
  end
end
