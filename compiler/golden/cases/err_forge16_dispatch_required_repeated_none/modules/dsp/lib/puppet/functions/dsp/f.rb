Puppet::Functions.create_function(:'dsp::f') do
  dispatch :f do
    param 'String', :sep
    required_repeated_param 'Variant[String, Integer]', :parts
  end
  def f(sep, *parts) = parts.join(sep)
end
