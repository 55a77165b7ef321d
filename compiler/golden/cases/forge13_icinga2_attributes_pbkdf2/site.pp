# Written for this case: object attributes as the module's README shows them (icinga2::object and its
# templates hand each object's attributes to the attribute parser), and the agent ticket of icinga2::feature::api.
class { 'icinga2': constants => { 'PluginContribDir' => '/usr/lib/nagios/plugins' } }
$host = {
  'address'        => '127.0.0.1',
  'check_command'  => 'hostalive',
  'check_interval' => '1m',
  'max_check_attempts' => 3,
  'vars'           => {
    'os'    => 'Linux',
    'disks' => { 'disk /' => { 'disk_partitions' => '/' }, '+' => true },
    'http_vhosts' => { 'http' => { 'http_uri' => '/' } },
    'notification' => { 'mail' => { 'groups' => ['icingaadmins'] } },
  },
  'assign where'   => ['host.name == NodeName', 'host.vars.os == "Linux" && !host.vars.disable'],
  'ignore where'   => ['match("*-test", host.name)'],
  'groups'         => ['+', 'linux-servers', 'web'],
  'command'        => '[ PluginContribDir + "/check_mem.pl", "-w", "20%" ]',
  'env'            => '{ ICINGA_HOST => host.name, OTHER => "x" }',
  'period'         => '-:"24x7"',
  'timeout'        => '+ 30s',
  'notes'          => '{{ return macro("$host.name$") }}',
  'enable_flapping' => true,
  'arguments'      => { '-H' => '$http_vhost$', '-u' => { 'value' => '$http_uri$', 'set_if' => '$http_ssl$' } },
  'states'         => ['Up', 'Down'],
  'secret'         => Sensitive('s3cr3t'),
  'display_name'   => 'web (3 * (a - b) / 2) in groups',
}
notify { 'host object':
  message => icinga2::attributes($host, 2, ['hostalive'], { 'extra' => { 'k' => 'v' } }),
}
notify { 'vars list':
  message => icinga2::attributes({ 'vars' => [{ 'a' => '1', 'b' => '2' }, '+ config', { 'c' => { 'd' => { '+' => true, 'e' => '5' } } }] }),
}
notify { 'vars string': message => icinga2::attributes({ 'vars' => '+ config', 'x' => {}, 'y' => { '+' => true } }, 4) }
notify { 'unwrap': message => [icinga2::unwrap(Sensitive('pw')), icinga2::unwrap('plain'), icinga2::unwrap()] }
notify { 'ticket': message => icinga2::ticket_id('agent01.example.com', Sensitive('e7d5d4e8c1f2a9b0')) }
