class nginx::config {
  file { '/etc/nginx': ensure => directory, mode => '0755' }
  file { '/etc/nginx/nginx.conf': ensure => file, content => "worker_processes auto;\n", tag => ['nginx-conf'] }
}
