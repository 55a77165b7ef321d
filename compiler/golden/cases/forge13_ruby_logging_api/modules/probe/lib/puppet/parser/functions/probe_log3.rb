# Written for this case: logging from a 3.x module function, as modules warn and report.
Puppet::Parser::Functions.newfunction(:probe_log3, :type => :statement) do |args|
  Puppet.warning('3x Puppet.warning')
  Puppet.notice('3x Puppet.notice')
  Puppet.info('3x Puppet.info')
  Puppet.err('3x Puppet.err')
  function_warning(['3x function_warning'])
  function_notice(['3x function_notice', 'two'])
  Puppet.warn_once('probe', 'key1', '3x warn_once')
  Puppet.warn_once('probe', 'key1', '3x warn_once again')
  Puppet.deprecation_warning('3x deprecation_warning')
  warning('3x scope warning')
end
