Puppet::Functions.create_function(:'m::check') do
  dispatch :check do
    param 'Hash', :cfg
  end
  def check(cfg)
    call_function('fail', "m::check: missing key 'port' in #{cfg.keys.sort.join(',')}") unless cfg.key?('port')
    cfg['port']
  end
end
