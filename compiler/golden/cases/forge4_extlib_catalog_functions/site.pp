class thirdparty {
  package { 'unwanted': ensure => installed }
  service { 'unwanted': ensure => running, require => Package['unwanted'] }
  file { '/etc/keep': ensure => file }
}
include thirdparty
extlib::remove_resource(Service['unwanted'])
extlib::remove_resource([Package['unwanted']])
extlib::remove_resource(File['/nonexistent'], true)
notify { 'defined': message => [defined(Service['unwanted']), defined(File['/etc/keep'])] }
notify { 'has': message => [extlib::has_module('acme/foo'), extlib::has_module('other-foo'), extlib::has_module('acme-missing'), extlib::has_module('puppetlabs/stdlib')] }
$m = extlib::resources_deep_merge({ 'german' => { 'one' => 'eins', 'four' => { 'six' => 'sechs' } }, 'french' => { 'two' => 'deux' } },
  { 'one' => '1', 'two' => '2', 'four' => { 'five' => '5', 'six' => '6' } })
notify { 'merged': message => $m }
notify { 'cron': message => [extlib::ip_to_cron(), extlib::ip_to_cron(3600), extlib::ip_to_cron(7200), extlib::ip_to_cron(1200)] }
