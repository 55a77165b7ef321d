Puppet::Functions.create_function(:'m::check') do
  dispatch :check do
    param 'Hash', :cfg
  end
  def check(cfg)
    cfg.fetch('missing')
  end
end
