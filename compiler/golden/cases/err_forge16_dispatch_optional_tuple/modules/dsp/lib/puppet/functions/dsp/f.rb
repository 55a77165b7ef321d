Puppet::Functions.create_function(:'dsp::f') do
  dispatch :f do
    param 'Tuple[String, Integer, Optional[Boolean]]', :t
  end
  def f(t) = t.to_s
end
