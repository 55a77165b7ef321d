$attrs = { 'mode' => '0644' }
file { '/tmp/a':
  mode => '0600',
  *    => $attrs,
}
