# joshuabaird-ipaclient 2.5: joining a FreeIPA domain (the installer command built with
# shellquote/delete/flatten/prefix), sudo and automount configuration, Debian fixes.
class { 'ipaclient':
  password   => 'join-secret',
  principal  => 'admin',
  realm      => 'EXAMPLE.COM',
  domain     => 'example.com',
  server     => ['ipa1.example.com', 'ipa2.example.com'],
  mkhomedir  => true,
  ssh        => false,
  ntp        => 'false',
  automount  => true,
  automount_location => 'default',
  options    => ['--enable-dns-updates'],
}
