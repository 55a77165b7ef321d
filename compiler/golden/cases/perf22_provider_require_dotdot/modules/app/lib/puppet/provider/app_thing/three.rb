require 'puppet/provider/app_base'

Puppet::Type.type(:app_thing).provide(:three, parent: Puppet::Provider::AppBase) do
  desc 'On the shared base, required by the load path.'
end
