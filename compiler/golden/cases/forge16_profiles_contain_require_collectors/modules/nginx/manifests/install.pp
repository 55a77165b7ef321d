class nginx::install {
  package { 'nginx': ensure => $nginx::package_ensure, tag => ['web-pkg'] }
  @package { ['nginx-extras', 'nginx-doc']: ensure => installed, tag => ['web-extra'] }
}
