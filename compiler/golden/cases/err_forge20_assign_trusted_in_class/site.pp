class profile::base {
  $trusted = { 'certname' => 'other' }
  notice($trusted['certname'])
}
include profile::base
