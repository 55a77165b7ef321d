# A type file requiring a library the module does not ship: loading the type fails.
notice('before')
svc_config { 'nginx/a': value => 1 }
