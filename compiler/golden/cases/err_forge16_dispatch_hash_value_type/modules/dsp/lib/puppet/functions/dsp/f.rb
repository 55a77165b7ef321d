Puppet::Functions.create_function(:'dsp::f') do
  dispatch :f do
    param 'Hash[String[1], Variant[Integer, String], 1, 5]', :h
  end
  def f(h) = h.keys.join(',')
end
