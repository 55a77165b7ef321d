class { 'postfix::params': master_os_template => 'postfix/master.cf.sles.erb' }
class { 'postfix': myorigin => 'example.com', smtp_listen => '127.0.0.1', master_smtp => 'smtp inet n - n - - smtpd', master_submission => 'submission inet n - n - - smtpd', use_amavisd => true, use_dovecot_lda => true, use_schleuder => true, use_sympa => true, master_entries => ['tlsproxy unix - - n - 0 tlsproxy'] }
postfix::conffile { 'ldap-test.cf': options => { 'server_host' => 'ldap.example.com', 'search_base' => 'dc=example,dc=com', 'bind' => 'no', 'version' => 3 } }
