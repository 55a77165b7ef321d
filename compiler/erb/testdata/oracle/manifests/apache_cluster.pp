class { 'apache': default_mods => false }
class { 'apache::mod::cluster': ip => '10.0.0.5', allowed_network => '10.0.0.0/24', balancer_name => 'mycluster', manager_allowed_network => '10.0.0.0/24', keep_alive_timeout => 60, max_keep_alive_requests => 0, enable_mcpm_receive => true, version => '1.3.1' }
