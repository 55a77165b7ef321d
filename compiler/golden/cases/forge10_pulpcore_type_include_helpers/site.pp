# theforeman/puppet-pulpcore's pulpcore_rpm_remote type (include of a helper module in the newtype block, private,
# regexp newvalues with \A \z and /m, set_sensitive_parameters) as pulpcore::plugin::rpm declares it.
# Values written for this case.
pulpcore_rpm_remote { 'epel':
  url            => 'https://dl.fedoraproject.org/pub/epel/9/Everything/x86_64/',
  policy         => 'on_demand',
  tls_validation => 'yes',
  client_cert    => "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n",
  client_key     => Sensitive("-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n"),
}
pulpcore_rpm_remote { 'plain': url => 'uln://x/y', ca_cert => absent }
