node default {
  $ensure   = present
  $server   = 'http://localhost/zabbix'
  $user     = 'Admin'
  $password = 'zabbix'

  zabbix_api { 'Template_App_Test':
    ensure   => $ensure,
    type     => 'template',
    server   => $server,
    user     => $user,
    password => $password,
  }

  zabbix::server::template { ['Template_App_Puppet', 'Template_OS_Linux']: }
}
