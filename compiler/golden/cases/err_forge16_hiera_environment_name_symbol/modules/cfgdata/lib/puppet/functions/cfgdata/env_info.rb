# A data_hash backend publishing the environment's name: LookupContext#environment_name is the
# environment's name as Puppet keeps it, a Symbol, which is not a lookup value.
Puppet::Functions.create_function(:'cfgdata::env_info') do
  dispatch :env_info do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def env_info(options, context)
    { 'cfgdata::environment' => context.environment_name }
  end
end
