# openstack keystone 21 with fernet_keys given as plain strings (the module wants a hash of file
# paths to file attributes): create_resources('file', $fernet_keys, ...) gets a String where a
# Hash of attributes belongs, and Puppet fails with Ruby's "no implicit conversion of String
# into Hash".
class { 'keystone':
  enable_fernet_setup => true,
  fernet_keys         => { '0' => 'key0-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa=' },
}
