define site::app ($port = 80, $opts = undef) {
  ensure_packages(['nginx', 'curl'], { 'ensure' => 'installed' })
  ensure_resource('file', ['/srv/apps', "/srv/apps/${title}"], { 'ensure' => 'directory' })
  notify { "app ${title} on ${port}": }
}
