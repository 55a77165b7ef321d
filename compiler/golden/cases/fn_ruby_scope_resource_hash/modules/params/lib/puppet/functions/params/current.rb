Puppet::Functions.create_function(:'params::current', Puppet::Functions::InternalFunction) do
  dispatch :current do
    scope_param
    optional_param 'Array[String]', :without
  end

  def current(scope, without = [])
    h = scope.resource.to_hash.transform_keys(&:to_s)
    h.reject { |k, _| without.include?(k) }.sort.map { |k, v| "#{k}=#{v}" }.join(',')
  end
end
