Puppet::Functions.create_function(:'dsp::f') do
  dispatch :from_string do
    param 'String[1]', :name
    optional_param 'Hash[String, Scalar]', :opts
  end
  dispatch :from_int do
    param 'Integer[0, 65535]', :port
  end
  def from_string(name, opts = {}) = "#{name} #{opts}"
  def from_int(port) = port.to_s
end
