Puppet::Functions.create_function(:frozen_q) do
  dispatch :q do
    param 'Any', :v
  end
  def q(v)
    v.is_a?(Hash) ? v.map { |k, x| "#{k}:#{k.frozen?}/#{x.frozen?}" }.join(',') : v.frozen?.to_s
  end
end
