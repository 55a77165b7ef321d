# Metaparameters and catalog features of maintenance-window modules: schedule resources referenced
# by schedule =>, run stages with classes assigned (and the stage's edges), noop, loglevel, alias
# (references through the alias), audit-free tags, tagged() after tag().
schedule { 'maint': range => '2 - 4', period => daily, repeat => 1, weekday => ['Sat', 'Sun'] }
schedule { 'hourly-ish': period => hourly, periodmatch => number }
stage { 'pre': before => Stage['main'] }
stage { 'post': }
Stage['main'] -> Stage['post']
class prep { package { 'apt-transport-https': ensure => installed, schedule => 'maint' } }
class cleanup { exec { 'apt-clean': command => '/usr/bin/apt-get clean', noop => true, loglevel => 'debug' } }
class { 'prep': stage => 'pre' }
class { 'cleanup': stage => post }
file { '/etc/app.conf': ensure => file, alias => 'appconf', schedule => 'hourly-ish' }
service { 'app': ensure => running, subscribe => File['appconf'] }
tag 'maintenance', 'Window'
notice(tagged('maintenance'))
notice(tagged('window'))
notice(tagged('prep'))
notify { 'last': require => Stage['post'] }
