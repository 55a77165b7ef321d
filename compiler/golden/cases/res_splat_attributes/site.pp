# `* => hash` sets attributes from a hash, together with ordinary attributes and local defaults.
$common = { 'ensure' => 'file', 'mode' => '0644' }
file { '/tmp/a': * => $common }
file { '/tmp/b': owner => 'root', * => $common }
file {
  default: * => $common;
  '/tmp/c': mode => '0600';
}
$byname = { '/tmp/x' => { 'mode' => '0700' }, '/tmp/y' => {} }
$byname.each |$path, $attrs| { file { $path: * => $attrs + { 'ensure' => 'directory' } } }
