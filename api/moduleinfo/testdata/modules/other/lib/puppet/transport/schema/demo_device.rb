require 'puppet/resource_api'

Puppet::ResourceApi.register_transport(
  name: 'demo_device', # the name
  desc: <<-EOS,
      A demo device.
    EOS
  features: [],
  connection_info: {
    host: {
      type: 'String',
      desc: 'The hostname or IP address',
    },
    port: {
      type:    'Optional[Integer]',
      desc:    "The port, \"443\" by default",
      default: 443,
    },
    'user' => {
      type: 'String',
      desc: 'The user',
    },
    password: {
      type:      'String',
      desc:      'The password',
      sensitive: true,
    },
  },
  connection_info_order: [:port, :host, :user, :password],
)
