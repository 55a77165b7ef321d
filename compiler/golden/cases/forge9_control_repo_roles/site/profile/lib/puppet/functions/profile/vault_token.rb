# written for this case: a function called only on the agent (through Deferred)
Puppet::Functions.create_function(:'profile::vault_token') do
  dispatch :token do
    param 'String', :dc
    param 'String', :role
  end

  def token(dc, role)
    "token-#{dc}"
  end
end
