# The same from a 3.x function (setvar on the calling scope).
module Puppet::Parser::Functions
  newfunction(:setv3) do |args|
    self[args[0] + '_hash'] = { args[0] => false, 'list' => ['x'] }
    self.setvar(args[0] + '_set', { 'via' => 'setvar' })
  end
end
