# 3.x functions mutating their arguments, as some old helpers do with args[0].
module Puppet::Parser::Functions
  newfunction(:conv_mutate, type: :rvalue) do |args|
    a = args[0]
    a << 'added' if a.is_a?(Array)
    a['added'] = true if a.is_a?(Hash)
    [args.frozen?, a.frozen?, a.size]
  end
end
