# openstack/puppet-openstacklib's os_url with a path that does not start with '/': URI::Generic.build
# raises URI::InvalidComponentError.
notice(os_url({ 'host' => 'h', 'port' => '80' }))
notice(os_url({ 'host' => 'h', 'path' => 'relative' }))
