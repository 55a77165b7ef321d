$c = [mysql::caching_sha2_password('secret'), mysql::caching_sha2_password(Sensitive('a much longer password that is more than thirty-two bytes long')),
      mysql::caching_sha2_password('secret', 'abcdefghijklmnopqrst'), mysql::caching_sha2_password('0xABCDEF')]
file { '/tmp/c': content => $c.join("\n") }
