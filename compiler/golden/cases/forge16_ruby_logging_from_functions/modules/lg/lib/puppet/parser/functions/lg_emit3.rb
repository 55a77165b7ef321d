module Puppet::Parser::Functions
  newfunction(:lg_emit3, type: :rvalue) do |args|
    function_notice(["3x: function_notice #{args[0]}"])
    function_warning(['3x: function_warning', 'two parts'])
    warning('3x: scope warning method')
    notice('3x: scope notice method')
    Puppet.warning("3x: Puppet.warning from #{self.class}")
    debug('3x: debug')
    'done3'
  end
end
