Puppet::Functions.create_function(:'fmt::render') do
  dispatch :render do
    param 'String', :format
    param 'Hash', :values
  end

  def render(format, values)
    format % values.transform_keys(&:to_sym)
  end
end
