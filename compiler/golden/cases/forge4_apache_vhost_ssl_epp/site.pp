apache::vhost { 'plain': }
apache::vhost { 'ssl.example.com':
  ssl => true, ssl_cert => '/etc/ssl/certs/x.pem', ssl_key => '/etc/ssl/private/x.key', ssl_chain => '/etc/ssl/chain.pem',
  ssl_protocol => ['all', '-SSLv3', '-TLSv1'], ssl_cipher => 'HIGH:!aNULL', ssl_honorcipherorder => true,
  ssl_verify_client => 'optional', ssl_verify_depth => 2, ssl_certs_dir => '/etc/ssl/certs', ssl_options => ['+StdEnvVars', '+ExportCertData'],
  ssl_stapling => false, ssl_stapling_return_errors => true, ssl_user_name => 'SSL_CLIENT_S_DN_CN',
}
apache::vhost { 'md.example.com':
  ssl => true, mdomain => true, ssl_cipher => { 'SSL' => 'ECDHE+AESGCM', 'TLSv1.3' => 'TLS_AES_256_GCM_SHA384' }, ssl_honorcipherorder => 'off',
  ssl_protocol => 'TLSv1.2', ssl_crl_check => 'chain', ssl_options => '+StdEnvVars',
}
apache::vhost { 'arr.example.com': ssl => true, ssl_cert => '/c', ssl_key => '/k', ssl_cipher => ['A', 'B'], ssl_stapling_timeout => 5 }
