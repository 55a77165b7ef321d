require_relative '../../../puppet_x/profile/naming'

# Calls Puppet and module functions back through Puppet's loaders.
Puppet::Functions.create_function(:'profile::greet') do
  dispatch :greet do
    param 'String', :name
    optional_param 'String', :role
  end

  def greet(name, role = 'web')
    upper = call_function('util::upper_first', name)
    os = closure_scope['facts']['os']['family']
    Puppet.warning("profile::greet called for #{upper}")
    call_function('sprintf', '%s on %s (%s)', upper, os, PuppetX::Profile::Naming.suffix(role))
  end
end
