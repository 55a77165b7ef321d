Puppet::Functions.create_function(:'svc::describe') do
  dispatch :describe do
    param 'Svc::Endpoint', :ep
  end

  dispatch :describe_pair do
    param 'Svc::Pair', :pair
  end

  def describe(ep)
    [ep.class.name, ep.host, ep.port, ep.url, ep.tags, ep.with_port(80).url, ep.respond_to?(:_pcore_type)].inspect
  end

  def describe_pair(pair)
    [pair.left, pair.right, pair.class.name.nil?, pair._pcore_type.name, pair.to_s].inspect
  end
end
