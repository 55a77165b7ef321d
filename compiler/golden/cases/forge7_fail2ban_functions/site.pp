# QA-FORGE-7: voxpupuli-fail2ban's fail2ban::port (code index, 5d8e0a8d: lookup of a dotted key into
# fail2ban::jails_config with a default, case on the result's type) with its Fail2ban::Port type,
# and the 3.x default_content (cce4aa33: returns :undef, loads template through
# Puppet::Parser::Functions.function; its template branch not used here) as the module's classes
# call them; jails_config from Hiera.
notice(fail2ban::port('ssh', 22))
notice(fail2ban::port('nginx', ['http', 'https']))
notice(fail2ban::port('postfix', 25))
notice(fail2ban::port('dovecot', ['imap', 993]))
notice(fail2ban::port('vsftpd', 'ftp,ftp-data'))

$from_string = default_content("[DEFAULT]\nbantime = 60\n", '')
$neither = default_content('', '')
notice($from_string)
notice(type($neither))
file { '/etc/fail2ban/jail.local':
  ensure  => file,
  content => $from_string,
}
