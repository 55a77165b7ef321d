# puppetlabs/puppetlabs-accounts Ruby functions: accounts_ssh_authorized_keys_line_parser (String#match, index, slicing),
# accounts_ssh_options (respond_to?(:each)/:join over Puppet values), user_password (Sensitive through a
# return_type), accounts_ssh_options_parser on an empty option string (its scan never yields).
$lines = [
  'ssh-rsa AAAAB3NzaC1yc2E user@example.com',
  'from="10.0.0.0/8",no-pty ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 deploy key with spaces',
  'command="/usr/bin/backup --full",no-agent-forwarding ecdsa-sha2-nistp256 AAAAE2VjZHNh backup@host',
]
$lines.each |$l| { notice(accounts_ssh_authorized_keys_line_parser($l)) }
notice(accounts_ssh_options(['no-pty', { 'from' => ['10.0.0.1', '10.0.0.2'] }, { 'command' => '/bin/true', 'environment' => 'A=1' }]))
notice(accounts_ssh_options_parser(''))
$pw = user_password(Sensitive('$6$salt$hash'))
user { 'alice': ensure => present, password => $pw, managehome => true }
user { 'bob': ensure => present, password => user_password('!!') }
notice($pw)
