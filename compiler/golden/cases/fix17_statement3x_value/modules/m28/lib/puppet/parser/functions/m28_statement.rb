module Puppet::Parser::Functions
  newfunction(:m28_statement) do |args|
    "statement #{args[0]}"
  end
end
