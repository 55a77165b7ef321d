node /^a/ {
  @@file { '/etc/shared.conf': content => "from ${facts['hostname']}\n" }
  @@notify { 'same-title': message => $facts['hostname'] }
}
node 'local-clash.example.com' {
  file { '/etc/shared.conf': content => "local\n" }
  File <<| |>>
}
node 'remote-clash.example.com' {
  Notify <<| |>>
}
node 'twice.example.com' {
  Notify <<| message == 'a1' |>>
  Notify <<| title == 'same-title' and message == 'a1' |>> { withpath => true }
}
