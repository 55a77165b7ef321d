class sshd (
  String $permit_root_login = 'yes',
  Array[String] $ciphers = ['chacha20-poly1305@openssh.com'],
  Integer $max_auth_tries = 6,
  String $banner = 'none',
  Integer $port = 22,
) {
  file { '/etc/ssh/sshd_config.d/50-compliance.conf':
    content => "PermitRootLogin ${permit_root_login}\nCiphers ${ciphers.join(',')}\nMaxAuthTries ${max_auth_tries}\nBanner ${banner}\nPort ${port}\n",
  }
}
