require File.join(File.dirname(__FILE__), '..', '..', '..', 'puppet/provider/app_base')

Puppet::Type.type(:app_thing).provide(:one, parent: Puppet::Provider::AppBase) do
  desc 'On the shared base.'
end
