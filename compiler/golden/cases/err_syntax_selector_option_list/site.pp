$family = 'Debian'
$pkg = $family ? {
  'redhat', 'centos' => 'httpd',
  default            => 'apache2',
}
