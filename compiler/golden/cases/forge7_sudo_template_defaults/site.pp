# QA-FORGE-7: saz-sudo's current sudoers.debian.epp (code index b060cd96) and its Ruby function
# sudo::defaults (0fe75f19: no dispatch block, *args, tuple.size == 2) rendered with the values the
# current sudo::params (Debian branch: defaults env_reset and mail_badpass, both undef) gives, and
# with the tuple list the function's own comment documents. (The current init.pp that calls the
# template is not in the code index.)
$debian_defaults = { 'env_reset' => undef, 'mail_badpass' => undef }
file { '/etc/sudoers':
  ensure  => file,
  mode    => '0440',
  content => epp('sudo/sudoers.debian.epp', {
      'config_dir'         => '/etc/sudoers.d',
      'defaults'           => $debian_defaults,
      'extra_include_dirs' => ['/etc/sudoers.local.d'],
      'secure_path'        => '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/opt/puppetlabs/bin',
      'sudoreplay_discard' => ['/usr/bin/less', '/usr/bin/more'],
      'use_sudoreplay'     => true,
      'wheel_config'       => 'absent',
  }),
}
notice(sudo::defaults(['env_reset', undef], ['mailto', { 'value' => 'root' }], ['env_keep', { 'operator' => '+=', 'value' => 'SSH_AUTH_SOCK' }], ['lecture', { 'list' => ':millert', 'value' => false }]))
