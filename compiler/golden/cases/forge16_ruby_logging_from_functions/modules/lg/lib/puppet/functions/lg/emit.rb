# Logging from a 4.x function, the ways module Ruby logs (stdlib's deprecation, voxpupuli helpers).
Puppet::Functions.create_function(:'lg::emit') do
  dispatch :emit do
    param 'String', :tag
  end

  def emit(tag)
    Puppet.notice("#{tag}: Puppet.notice")
    Puppet.warning("#{tag}: Puppet.warning")
    Puppet.warning("#{tag}: multi\nline warning")
    Puppet.err("#{tag}: Puppet.err")
    Puppet.info("#{tag}: info is below notice")
    Puppet.debug("#{tag}: debug")
    Puppet.warn_once('deprecations', 'lg-key', "#{tag}: warn_once")
    Puppet.warn_once('deprecations', 'lg-key', "#{tag}: warn_once again")
    Puppet.deprecation_warning("#{tag}: deprecated thing", 'lg-deprecation')
    Puppet.deprecation_warning("#{tag}: deprecated thing", 'lg-deprecation')
    call_function('notice', "#{tag}: call_function notice", [1, 2])
    call_function('warning', { 'k' => "#{tag}" })
    closure_scope.call_function('alert', ["#{tag}: scope alert"])
    Puppet.send_log(:crit, "#{tag}: send_log crit")
    'done'
  end
end
