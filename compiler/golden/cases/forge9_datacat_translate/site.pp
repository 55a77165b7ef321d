# richardc-datacat 0.6.2 and puppetlabs-translate 2.2.0 (Debian): datacat (a datacat_collector whose template the agent renders) with datacat_fragment data,
# and translate() (gettext's _() with %{} interpolation) from a module function.
datacat { '/etc/hosts.datacat':
  template  => 'site9/hosts.erb',
  mode      => '0644',
}
datacat_fragment { 'web hosts':
  target => '/etc/hosts.datacat',
  data   => { '10.0.0.10' => ['web1', 'web1.example.com'], '10.0.0.11' => 'web2' },
}
datacat_fragment { 'db hosts':
  target => '/etc/hosts.datacat',
  data   => { '10.0.0.20' => ['db1'] },
  order  => '20',
}
datacat { '/etc/removed.datacat': ensure => absent }
notice(translate('plain message'))
notice(translate('message is %{color} and %{size}', { 'color' => 'green', 'size' => 3 }))
