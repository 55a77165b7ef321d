# Written for this case after h0tbird/puppet-m_users' user definitions (password => mkpasswd(...)).
user { 'alice': ensure => present, password => mkpasswd('s3cret', '12345678') }
user { 'locked': ensure => present, password => mkpasswd('!!', 'x') }
