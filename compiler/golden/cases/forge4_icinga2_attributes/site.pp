include icinga2
$attrs = {
  'address' => '127.0.0.1', 'check_command' => 'hostalive', 'max_check_attempts' => 3, 'check_interval' => '1m',
  'enable_notifications' => true, 'groups' => ['+', 'linux-servers', 'web'],
  'vars' => { 'os' => 'Linux', 'disks' => { 'disk /' => { 'disk_partitions' => '/' } }, 'http_vhosts' => { '+' => true, 'x' => { 'http_uri' => '/' } },
              'notification' => { 'mail' => { 'groups' => ['icingaadmins'] } } },
  'assign where' => ['host.vars.os == "Linux"', 'match("web*", host.name) && !host.vars.disabled'],
  'display_name' => 'NodeName + " (" + host.address + ")"',
  'command' => '-:"raw unparsed"',
  'timeout' => '{{ return 30 }}',
  'ranges' => { 'monday' => '00:00-24:00' },
  'arr' => '[ a, b, 3 ]',
  'h' => '{ k => v, n => 1 }',
  'expr' => '3 * (value1 - value2) / 2',
  'fn' => 'get_object(Host, NodeName).vars.x',
  'plus' => '+ config',
  'secret' => Sensitive('topsecret'),
}
file { '/etc/icinga2/conf.d/host.conf': content => icinga2::icinga2_attributes($attrs, 2) }
file { '/etc/icinga2/conf.d/vars.conf': content => icinga2::icinga2_attributes({ 'vars' => [{ 'a' => '1' }, 'config', { 'c' => { 'd' => { '+' => true, 'e' => '5' } } }] }, 0, ['extra'], { 'Extra' => 'y' }) }
