require_relative '../app_shared'

# its parent is a provider of another module's type: Puppet loads base_conf and its providers
Puppet::Type.type(:app_conf).provide(:base, parent: Puppet::Type.type(:base_conf).provider(:ruby)) do
  desc 'Built on base_conf.'
  raise 'shared base not loaded' unless Puppet::Provider::AppShared.retries == 3
  raise 'no cat command' unless command(:cat) == '/usr/bin/cat'
  raise 'not a provider' unless ancestors.include?(Puppet::Provider)
  mk_resource_methods
end
