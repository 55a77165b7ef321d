# stand-in (written here) for the same module's ntp::upstream_server, not in the index
define ntp::upstream_server {
  concat::fragment { "upstream_${name}":
    target  => '/etc/ntp.server.conf',
    order   => '02',
    content => "server ${name} iburst\n",
  }
}
