# wikimedia/operations-puppet's wmflib 3.x functions as its profiles call them: cron_splay (Digest::MD5,
# for-loops, zip(*lists), lookupvar('::fqdn')), shell_exports (to_pson), os_version
# (Puppet::Util::Package.versioncmp, a closure over a local hash, capitalize! through each(&:)).
$hosts = ['mw1001.eqiad.wmnet', 'mw1002.eqiad.wmnet', 'mw2001.codfw.wmnet', 'web01.example.com', 'mw2002.codfw.wmnet', 'cp3001.esams.wmnet']
['hourly', 'daily', 'weekly'].each |$period| {
  $t = cron_splay($hosts, $period, "scap-${period}")
  cron { "scap ${period}":
    command => '/usr/local/bin/scap pull',
    minute  => $t['minute'],
    hour    => $t['hour'],
    weekday => $t['weekday'],
  }
}
file { '/etc/default/mediawiki':
  content => shell_exports({ 'mw_install_path' => '/srv/mediawiki', 'php' => 'php7.4', 'workers' => 12, 'debug' => false, 'quote' => 'say "hi" \\ é', 'list' => ['a', 1], 'none' => undef }),
}
notify { 'os':
  message => [
    os_version('debian >= buster'), os_version('debian jessie'), os_version('debian >= 12'),
    os_version('ubuntu >= trusty || debian > stretch'), os_version('debian < 13'), os_version('Debian == 12.1'),
  ],
}
