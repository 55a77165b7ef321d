# Written for this case: a 3.x function keeping state across calls in a module-level variable and a global,
# as older modules cache lookups.
module Puppet::Parser::Functions
  newfunction(:memo_legacy, :type => :rvalue) do |args|
    $memo_legacy_calls = ($memo_legacy_calls || 0) + 1
    @legacy_calls = (@legacy_calls || 0) + 1
    [$memo_legacy_calls, @legacy_calls]
  end
end
