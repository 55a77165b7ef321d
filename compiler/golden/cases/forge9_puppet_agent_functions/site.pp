# puppetlabs/puppetlabs-puppet_agent's Ruby functions: any_resources_of_type (InternalFunction with scope_param over
# scope.catalog.resources and Puppet::Parser::Resource#to_hash), uri_host_from_string (URI()), windows_msi_installargs
# (Hash#shift on an argument), windows_native_path.
package { 'puppet-agent': ensure => '7.30.0' }
file { '/etc/puppetlabs/puppet/puppet.conf': ensure => file, mode => '0644' }
class inner { service { 'puppet': ensure => running, enable => true } }
include inner
notice(any_resources_of_type('package'))
notice(any_resources_of_type('Package', { 'ensure' => '7.30.0' }))
notice(any_resources_of_type('package', { 'ensure' => 'latest' }))
notice(any_resources_of_type('SERVICE', { 'enable' => true, 'ensure' => 'running' }))
notice(any_resources_of_type('class', { 'name' => 'inner' }))
notice(any_resources_of_type('exec'))
notice(any_resources_of_type('File', { 'mode' => '0644' }))
notice(uri_host_from_string('https://puppet.example.com:8140/puppet/v3'))
notice(uri_host_from_string('puppet://[fd00::1]/modules/x'))
notice(uri_host_from_string('relative/path'))
$opts = ['REINSTALLMODE="amus"', { 'PUPPET_AGENT_STARTUP_MODE' => 'Manual', 'IGNORED' => 'x' }, { 'INSTALLDIR' => 'C:\Program Files\Puppet' }]
notice(windows_msi_installargs($opts))
notice($opts)
notice(windows_native_path('C:/Program Files/Puppet Labs/ Puppet/bin'))
