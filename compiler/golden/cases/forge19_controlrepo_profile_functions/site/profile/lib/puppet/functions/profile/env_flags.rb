# Reads the calling scope's facts and a lookup through call_function.
Puppet::Functions.create_function(:'profile::env_flags', Puppet::Functions::InternalFunction) do
  dispatch :flags do
    scope_param
  end

  def flags(scope)
    facts = scope['facts']
    tier = call_function('lookup', 'profile::tier', nil, nil, 'dev')
    {
      'tier' => tier,
      'os' => facts.dig('os', 'family'),
      'debug' => tier != 'prod',
      'ulimit' => call_function('profile::ulimit_for', tier),
    }
  end
end
