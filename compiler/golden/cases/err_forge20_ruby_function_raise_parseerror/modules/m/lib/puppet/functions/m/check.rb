Puppet::Functions.create_function(:'m::check') do
  dispatch :check do
    param 'String', :value
  end
  def check(value)
    raise Puppet::ParseError, "m::check: bad value '#{value}', expected one of [a, b]" unless %w[a b].include?(value)
    value
  end
end
