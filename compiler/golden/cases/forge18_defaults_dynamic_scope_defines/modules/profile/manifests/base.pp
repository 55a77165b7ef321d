class profile::base {
  File { mode => '0640', backup => false }
  Service { hasstatus => true, enable => true }
  include ntp
  ntp::server { 'pool': }
  file { '/etc/profile.d/site.sh': content => "x\n" }
  file { '/etc/explicit': mode => '0600' }
  exec { 'late': command => 'true' }
  Exec { timeout => 30 }
  package { ['curl', 'wget']: }
  Notify { message => ['a', 'b'] }
  notify { 'arr-default': }
}
