# Written for this case (RUBYAPI-3): Puppet's API at a type file's top level.
env = Puppet[:environment]
mod = Puppet::Module.find('helperlib', env.to_s)
require File.join(mod.path, 'lib/puppet_x/helperlib/names')
Puppet.warning("tl_thing loads in #{env.inspect} (#{env.class}): helperlib at #{File.basename(mod.path)}, " \
  "name #{mod.name.inspect}, nosuch #{Puppet::Module.find('nosuch').inspect}, one-argument #{File.basename(Puppet::Module.find('helperlib').path)}")

Puppet::Type.newtype(:tl_thing) do
  @doc = 'A thing.'
  newparam(:name, :namevar => true)
  newproperty(:value) do
    munge { |v| PuppetX::Helperlib::PREFIX + v }
  end
end
