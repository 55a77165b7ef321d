# Written for this case (QA-FORGE-9): a 3.x function walking Puppet::Parser::Scope the way older module functions
# do: parent (the enclosing scope), class_scope(name) of another class, its lookupvar.
module Puppet::Parser::Functions
  newfunction(:scope_walk, :type => :rvalue) do |args|
    p = parent
    cs = class_scope(args[0])
    [p.class.name, p.lookupvar('topv'), cs.class.name, cs.lookupvar('v'), class_scope('nosuch').nil?]
  end
end
