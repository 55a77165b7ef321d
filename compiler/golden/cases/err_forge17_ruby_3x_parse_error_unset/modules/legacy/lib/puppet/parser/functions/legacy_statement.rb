module Puppet::Parser::Functions
  newfunction(:legacy_statement, :type => :statement) do |args|
    function_notice(["statement says #{args.join('/')}"])
    'ignored'
  end
end
