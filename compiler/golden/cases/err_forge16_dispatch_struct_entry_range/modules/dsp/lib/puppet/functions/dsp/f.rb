Puppet::Functions.create_function(:'dsp::f') do
  dispatch :f do
    param 'Struct[{name => String[1], Optional[port] => Integer[1, 65535], tags => Array[String[1], 1]}]', :cfg
  end
  def f(cfg) = cfg.to_s
end
