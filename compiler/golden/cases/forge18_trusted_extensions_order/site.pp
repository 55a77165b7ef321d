# $trusted['extensions'] keeps the certificate's order of extensions (here the order of
# trusted_extensions.yaml, as csr_attributes.yaml gives them to the CSR and the CA copies them):
# interpolating the hash, its keys and a config file built from it show that order.
notice($trusted['extensions'])
notice($trusted['extensions'].keys)
file { '/etc/facter/facts.d/trusted.txt':
  content => $trusted['extensions'].map |$k, $v| { "${k}=${v}" }.join("\n"),
}
