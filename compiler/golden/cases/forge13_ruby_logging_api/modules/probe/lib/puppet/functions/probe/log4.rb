Puppet::Functions.create_function(:'probe::log4') do
  dispatch :run do
  end

  def run
    Puppet.warning('4x Puppet.warning')
    Puppet.notice("4x multi\nline")
    call_function('warning', '4x call_function warning')
    call_function('notice', ['4x', 'array'])
    Puppet.deprecation_warning('4x deprecation_warning', 'probe-key')
    Puppet.warn_once(:deprecations, 'k2', '4x warn_once with file', 'mod/file.pp', 12)
    nil
  end
end
