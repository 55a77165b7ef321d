$family = 'solaris'
$pkg = $family ? {
  'debian' => 'apache2',
  'redhat' => 'httpd',
}
notify { $pkg: }
