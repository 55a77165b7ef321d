# A 3.x function that takes the resource a reference names out of the
# catalog.
module Puppet::Parser::Functions
  newfunction(:unlink) do |args|
    found = findresource(args[0].to_s)
    catalog.remove_resource(found) if found
    nil
  end
end
