define monitor::check (String $host, Integer $port = 80, Array[String] $contacts = []) {
  notify { "check ${title} on ${host}:${port}": }
  file { "/etc/monitor/${title}.cfg":
    content => "host=${host} port=${port} contacts=${join($contacts, ',')} collector=${facts['hostname']}\n",
  }
}
