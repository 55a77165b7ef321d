# Written for this case after puppetlabs-puppet_authorization's README (Puppet Server's auth.conf rules).
puppet_authorization { '/etc/puppetlabs/puppetserver/conf.d/auth.conf':
  version                => 1,
  allow_header_cert_info => false,
}
puppet_authorization::rule { 'puppetlabs certificate status':
  match_request_path   => '/puppet-ca/v1/certificate_status',
  match_request_type   => 'path',
  match_request_method => ['get', 'put', 'delete'],
  allow                => ['admin.example.com', { 'extensions' => { 'pp_cli_auth' => 'true' } }],
  sort_order           => 500,
  path                 => '/etc/puppetlabs/puppetserver/conf.d/auth.conf',
}
puppet_authorization::rule { 'catalog by regex':
  match_request_path         => '^/puppet/v3/catalog/([^/]+)$',
  match_request_type         => 'regex',
  match_request_method       => 'post',
  match_request_query_params => { 'environment' => ['production', 'test'] },
  allow                      => '$1',
  deny                       => { 'certname' => 'evil.example.com' },
  path                       => '/etc/puppetlabs/puppetserver/conf.d/auth.conf',
}
puppet_authorization::rule { 'status':
  match_request_path    => '/status/v1/simple',
  allow_unauthenticated => true,
  path                  => '/etc/puppetlabs/puppetserver/conf.d/auth.conf',
}
