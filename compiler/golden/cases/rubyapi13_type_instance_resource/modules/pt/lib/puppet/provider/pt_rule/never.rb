Puppet::Type.type(:pt_rule).provide(:never) do
  confine false: true
  confine feature: :posix
  notdefaultfor kernel: 'Linux'
  optional_commands nothere: '/no/such/bin/x'
end
