# Multi-node exported resources as monitoring modules use them: each node exports checks (a defined type with
# arrays, hashes, undef, tags), a host entry and an ssh key; the monitoring node collects by tag, by parameter
# (==, !=, and/or, an array parameter), with overrides, from a defined type; a node re-run drops one export.
$tier = $facts['hostname'] ? { /^web/ => 'prod', /^db/ => 'prod', default => 'infra' }
node /^(web|db)\d+\./ {
  $ip = $facts['ipaddress']
  @@monitor::check { "${trusted['certname']}-ping":
    host       => $trusted['certname'],
    check_type => 'ping',
    tag        => [$tier, 'ping'],
  }
  if $facts['hostname'] =~ /^web/ {
    if $facts['ipaddress'] != '192.0.2.15' {
    @@monitor::check { "${trusted['certname']}-http":
      host       => $trusted['certname'],
      check_type => 'http',
      port       => 80,
      contacts   => ['ops', 'web-team'],
      vars       => { 'uri' => '/health', 'expect' => 200 },
      tag        => [$tier, 'web'],
    }
    }
    if true {
      @@monitor::check { "${trusted['certname']}-https":
        host       => $trusted['certname'],
        check_type => 'tcp',
        port       => 443,
        contacts   => ['ops'],
        tag        => [$tier, 'web'],
      }
    }
  } else {
    @@monitor::check { "${trusted['certname']}-pg":
      host          => $trusted['certname'],
      check_type    => 'tcp',
      port          => 5432,
      notifications => false,
      vars          => { 'warn' => '20%', 'crit' => 10 },
      tag           => [$tier, 'db'],
    }
  }
  @@host { $trusted['certname']:
    ip           => $ip,
    host_aliases => [$facts['hostname']],
    tag          => ['hosts', $tier],
  }
  @@sshkey { "${trusted['certname']}-ed25519":
    ensure       => present,
    type         => 'ssh-ed25519',
    key          => "AAAAC3NzaC1lZDI1NTE5AAAA${facts['hostname']}",
    host_aliases => [$facts['hostname'], $ip],
  }
}
node 'mon.example.com' {
  monitor::collect { 'prod': tier => 'prod' }
  Monitor::Check <<| tag == 'ping' and host != 'db1.example.com' |>>
  Host <<| tag == 'hosts' |>> { ensure => present, comment => 'collected' }
  Sshkey <<| host_aliases == 'web1' or ensure == 'absent' |>>
  notify { 'collected': message => 'done' }
}
