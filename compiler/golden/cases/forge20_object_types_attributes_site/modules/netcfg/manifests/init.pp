class netcfg (
  Array[Netcfg::Endpoint] $endpoints = [],
) {
  $endpoints.each |$e| {
    notice("${e.scheme}://${e.host}:${e.port} tags=${e.tags} kind=${e.kind} type=${type($e)}")
    file { "/etc/netcfg/${e.host}.conf":
      content => "url=${e.scheme}://${e.host}:${e.port}\n",
    }
  }
}
