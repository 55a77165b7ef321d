# Written for this case after puppetlabs-stdlib 9's README: ensure_packages / defined_with_params / fqdn_rotate.
package { 'git': ensure => present }
user { 'dan': ensure => present, shell => '/bin/bash' }
define app::instance(String $pkg) {
  stdlib::ensure_packages([$pkg, 'curl'])
  notify { "${title} sees itself": message => stdlib::defined_with_params(App::Instance[$title], { 'pkg' => $pkg }) }
}
stdlib::ensure_packages(['git', 'vim', 'curl'])
stdlib::ensure_packages({ 'nginx' => { 'ensure' => 'latest' }, 'jq' => {} }, { 'install_options' => ['--no-install-recommends'] })
app::instance { 'one': pkg => 'vim' }
app::instance { 'two': pkg => 'htop' }
notify { 'checks': message => [
  stdlib::defined_with_params(Package['git'], { 'ensure' => 'present' }),
  stdlib::defined_with_params('Package[vim]', { 'ensure' => 'present' }),
  stdlib::defined_with_params('Package[vim]', { 'ensure' => 'installed' }),
  stdlib::defined_with_params(User['dan'], { 'ensure' => 'present', 'shell' => '/bin/bash', 'home' => undef }),
  stdlib::defined_with_params(User['dan'], ''),
  stdlib::defined_with_params(Package, { 'ensure' => 'latest' }),
  stdlib::defined_with_params('User[nobody]', {}),
  defined_with_params(Package['jq'], { 'install_options' => ['--no-install-recommends'] }),
] }
$servers = ['ntp1', 'ntp2', 'ntp3', 'ntp4', 'ntp5']
notify { 'rotate': message => [stdlib::fqdn_rotate($servers), stdlib::fqdn_rotate($servers, 'seed'), stdlib::fqdn_rotate($servers, 1, 'x'), stdlib::fqdn_rotate('abcdefg'), stdlib::fqdn_rotate(['only'])] }
