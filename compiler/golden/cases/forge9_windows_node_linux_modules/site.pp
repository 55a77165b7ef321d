# Modules written for Linux that a Windows node still gets (written for this case): stdlib's facts-driven
# functions and types, concat, logrotate's params on windows facts, a file_line, an ini_setting on a Windows path.
node default {
  concat { 'C:/ProgramData/app/app.conf': ensure => present }
  concat::fragment { 'head': target => 'C:/ProgramData/app/app.conf', content => "# head\r\n", order => '01' }
  concat::fragment { 'body': target => 'C:/ProgramData/app/app.conf', content => "key=value\r\n", order => '10' }
  file_line { 'hosts entry': path => 'C:/Windows/System32/drivers/etc/hosts', line => '10.0.0.1 puppet' }
  ini_setting { 'app server': ensure => present, path => 'C:/ProgramData/app/app.ini', section => 'main', setting => 'server', value => $facts['networking']['fqdn'] }
  notice(fqdn_rand(60, 'win'))
  notice(fqdn_rotate(['a', 'b', 'c']))
  notice(os_version_gte('windows', '2016'))
  notice(pw_hash('secret', 'SHA-512', 'salt'))
}
