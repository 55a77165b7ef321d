# Node inheritance (Puppet 3 sites still have it): Puppet 4+ refuses it when the file is parsed.
node 'base' {
  notify { 'base': }
}
node 'web01.example.com' inherits 'base' {
  notify { 'web': }
}
