class app (
  Sensitive[String[1]] $db_password,
  App::Port $port,
  Array[String[1]] $packages,
  Hash[String, Hash] $settings,
  String $motd,
  Integer $alias_port,
  App::Tree $tree = { 'a' => [1, { 'b' => true }] },
  Optional[String] $proxy = undef,
) {
  stdlib::ensure_packages($packages, { ensure => installed })

  $config = @("CONF"/L)
    # managed by Puppet on ${facts['networking']['fqdn']}
    listen = ${port}
    proxy = ${proxy.lest || { 'none' }}
    major = ${facts.dig('os', 'release', 'major').then |$m| { Integer($m) + 0 }}
    path = C:\\temp\\x \
    continued
    tab\there
    | CONF

  file { '/etc/app/app.conf':
    ensure  => file,
    content => $config,
  }
  file { '/etc/app/settings.ini':
    ensure  => file,
    content => app::render_ini($settings),
  }
  file { '/etc/app/secret.ini':
    ensure  => file,
    mode    => '0600',
    content => epp('app/secret.epp', { 'password' => $db_password, 'port' => app::port_or_default($port) }),
  }
  $json = @(JSON:json)
    {"a": [1, 2], "b": {"c": null}}
    | JSON
  notify { 'json': message => String($json) }
  notify { 'motd': message => $motd }
  notify { 'types': message => [type($port, generalized), type($tree), $alias_port =~ Integer, getvar('facts.os.name')] }
  user { 'app':
    ensure   => present,
    password => $db_password,
  }
  $users = { 'alice' => { 'uid' => 1001 }, 'bob' => { 'uid' => 1002, 'shell' => '/bin/zsh' } }
  create_resources('user', $users, { 'ensure' => present, 'shell' => '/bin/bash', 'managehome' => true })
  $settings.each |String $name, Hash $section| {
    $section.filter |$k, $v| { $v =~ Numeric }.each |$k, $v| {
      notify { "${name}-${k}": message => $v * 2 }
    }
  }
  $total = $settings.reduce(0) |$memo, $entry| { $memo + $entry[1].length }
  notify { 'total': message => "sections=${settings.length} keys=${total}" }
}
