define nginx::location (String $vhost, String $path, Integer $priority = 500) {
  file { "/etc/nginx/locations/${vhost}/${priority}-${regsubst($path, '/', '_', 'G')}":
    content => "location ${path} {}\n",
  }
}
