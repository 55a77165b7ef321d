# Written for this case: names with leading colons in the other functions and expressions modules use.
include '::app'
contain('::app::extra')
notify { 'checks': message => [defined('::app'), defined('::File'), defined('::file'), defined(Class['::app']), Class['::app'] == Class['app'], "${Class['::app']}"] }
notify { 'ref': require => [Class['::app'], File['/tmp/x']] }
file { '/tmp/x': }
