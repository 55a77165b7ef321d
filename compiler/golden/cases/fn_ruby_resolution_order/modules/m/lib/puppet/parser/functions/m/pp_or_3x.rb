module Puppet::Parser::Functions
  newfunction(:'m::pp_or_3x', :type => :rvalue) do |args|
    'the 3.x m::pp_or_3x'
  end
end
