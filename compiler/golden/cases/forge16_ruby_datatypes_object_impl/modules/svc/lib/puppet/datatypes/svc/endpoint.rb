# An Object type with a Ruby implementation class (Puppet::DataTypes, as puppetlabs-puppet_data_service
# and Bolt's datatypes do).
Puppet::DataTypes.create_type('Svc::Endpoint') do
  interface <<-PUPPET
    attributes => {
      host => String[1],
      port => { type => Integer[1, 65535], value => 443 },
      scheme => { type => Enum[http, https], value => 'https' },
      tags => { type => Array[String], value => [] },
    },
    functions => {
      url => Callable[[], String],
      with_port => Callable[[Integer], Svc::Endpoint],
    }
  PUPPET

  load_file 'puppet_x/svc/endpoint'
  implementation_class PuppetX::Svc::Endpoint
end
