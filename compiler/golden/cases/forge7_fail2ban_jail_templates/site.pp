# QA-FORGE-7: voxpupuli-fail2ban's jail templates from the code index (common/custom_jail.conf.epp
# 0ebaa615 and custom_filter.conf.epp 3893ba2f: no parameter list, so the arguments are the
# template's variables, among them $name; $ignoreip.empty as a method call) rendered with the
# hashes fail2ban::jail 0084a769 passes for the README's jails (the define needs the whole class).
$jails = {
  'ssh' => {
    'enabled' => true, 'action' => undef, 'filter' => 'sshd', 'logpath' => '/var/log/auth.log',
    'maxretry' => 5, 'findtime' => 600, 'bantime' => 3600, 'port' => 'ssh', 'backend' => 'systemd',
    'journalmatch' => '_SYSTEMD_UNIT=sshd.service + _COMM=sshd', 'ignoreip' => ['127.0.0.1/8', '10.0.0.0/8'],
    'filter_includes' => 'before = common.conf', 'filter_additional_config' => "_daemon = sshd\nmaxlines = 10",
    'filter_failregex' => '^%(__prefix_line)sFailed \S+ for .* from <HOST>', 'filter_ignoreregex' => '',
  },
  'nginx-noscript' => {
    'enabled' => false, 'action' => 'iptables-multiport[name=nginx, port="http,https"]', 'filter' => 'nginx-noscript',
    'logpath' => '/var/log/nginx/access.log', 'maxretry' => 6, 'findtime' => undef, 'bantime' => 86400,
    'port' => undef, 'backend' => undef, 'journalmatch' => undef, 'ignoreip' => [],
    'filter_includes' => undef, 'filter_additional_config' => undef,
    'filter_failregex' => '^<HOST> -.*GET.*(\.php|\.asp|\.exe|\.pl|\.cgi|\.scgi)', 'filter_ignoreregex' => undef,
  },
}
$jails.each |$name, $j| {
  file { "/etc/fail2ban/filter.d/${name}.conf":
    ensure  => file,
    content => epp('fail2ban/common/custom_filter.conf.epp', {
        findtime                 => $j['findtime'],
        filter_includes          => $j['filter_includes'],
        filter_additional_config => $j['filter_additional_config'],
        filter_failregex         => $j['filter_failregex'],
        filter_ignoreregex       => $j['filter_ignoreregex'],
        filter_maxlines          => undef,
        filter_datepattern       => undef,
        journalmatch             => $j['journalmatch'],
    }),
  }
  file { "/etc/fail2ban/jail.d/${name}.conf":
    ensure  => file,
    content => epp('fail2ban/common/custom_jail.conf.epp', {
        name         => $name,
        enabled      => $j['enabled'],
        action       => $j['action'],
        filter       => $j['filter'],
        logpath      => $j['logpath'],
        maxretry     => $j['maxretry'],
        findtime     => $j['findtime'],
        bantime      => $j['bantime'],
        port         => $j['port'],
        backend      => $j['backend'],
        journalmatch => $j['journalmatch'],
        ignoreip     => $j['ignoreip'],
    }),
  }
}
