module Puppet::Parser::Functions
  newfunction(:m_join2, :type => :rvalue, :arity => 2, :doc => 'joins two strings') do |args|
    args.join('-')
  end
end
