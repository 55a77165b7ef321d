# A data_hash function in the Puppet language that reads $trusted: it sees
# the $trusted of the lookup's scope.
function site::trusted_data(Hash $options, $context) >> Hash[String, String] {
  {
    'who'  => "${trusted['authenticated']} ${trusted['certname']}",
    'role' => $trusted['extensions']['pp_role'].lest || { 'none' },
  }
}
