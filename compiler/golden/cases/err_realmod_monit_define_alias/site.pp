# sbitio-monit 1.0.0 (Ubuntu facts, see realmod_monit_ubuntu): monit::check::service 'nginx'
# declares monit::check::process 'nginx_process' with name => 'nginx', and a defined type's name
# parameter is an alias of its resource in Puppet, so a monit::check::process 'nginx' of its own
# makes Puppet fail with "Cannot alias Monit::Check::Process[nginx_process] to ["nginx"]".
class { 'monit': system_check_ensure => absent }
monit::check::process { 'nginx': pidfile => '/run/nginx.pid', program_start => '/bin/true', program_stop => '/bin/true' }
monit::check::service { 'nginx': pidfile => '/run/nginx.pid' }
