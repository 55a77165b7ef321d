module Puppet::Parser::Functions
  newfunction(:get_in_addr_arpa, type: :rvalue) do |args|
    "forked-arpa-#{args[0]}"
  end
end
