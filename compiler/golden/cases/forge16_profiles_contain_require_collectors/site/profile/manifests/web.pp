class profile::web (Integer $tls_port = 443) {
  require profile::base
  class { 'nginx':
    vhosts => {
      'www.example.com' => { 'server_names' => ['www.example.com', 'example.com'], 'locations' => ['/', '/api'] },
      'static.example.com' => { 'port' => $tls_port, 'root' => '/srv/static' },
      'old.example.com' => { 'ensure' => 'absent' },
    },
  }
  File <| tag == 'nginx-vhost' and tag == "port-${tls_port}" |> { mode => '0600' }
  File <| title == '/etc/nginx/nginx.conf' |> { content => "worker_processes 4;\n" }
  Package <| tag == 'web-extra' and title != 'nginx-doc' |>
  Nginx::Location <| vhost == 'www.example.com' |> { priority => 100 }
  Sysctl <| title == 'net.core.somaxconn' |> -> Class['nginx::service']
}
