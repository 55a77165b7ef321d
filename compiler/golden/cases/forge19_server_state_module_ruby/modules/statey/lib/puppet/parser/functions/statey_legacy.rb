module Puppet::Parser::Functions
  newfunction(:statey_legacy, type: :rvalue) do |args|
    @legacy_calls ||= 0
    @legacy_calls += 1
    v = lookupvar('statey::marker')
    "#{args[0]}:#{v}:#{@legacy_calls}"
  end
end
