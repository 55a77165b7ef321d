# Custom Hiera backends copied from hiera-eyaml's eyaml_lookup_key call
# Puppet::Pops::Lookup::HieraConfig.symkeys_to_string on the YAML they load (Symbol keys -> Strings, at
# any depth through hashes and arrays; other values as they are).
Puppet::Functions.create_function(:'site::symkeys') do
  dispatch :symkeys do
    param 'String', :yaml
  end

  def symkeys(yaml)
    data = YAML.load(yaml, permitted_classes: [Symbol])
    Puppet::Pops::Lookup::HieraConfig.symkeys_to_string(data)
  end
end
