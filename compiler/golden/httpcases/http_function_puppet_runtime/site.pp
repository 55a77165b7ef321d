# Module functions using Puppet's HTTP client (Puppet.runtime[:http]) against a Vault-like API (the
# fixture server): a KV v1 and a KV v2 secret (returned Sensitive), a secret the server does not have
# (404), a refused token (403), a refused connection (Puppet::HTTP::ConnectionError), and what the client
# sends (echoed back), with a redirect it follows.
$addr = 'http://@HTTP_FIXTURE@'
$v1 = secrets::read($addr, 'secret/puppet/common/db_password')
$v2 = secrets::read($addr, 'kv/data/puppet/common/service_account')
notice($v1)
notice($v1.unwrap)
notice($v2.unwrap)
notice(secrets::read($addr, 'secret/puppet/common/nothing'))
notice(secrets::read($addr, 'secret/puppet/common/db_password', 'bad'))
notice(secrets::read('http://127.0.0.1:9', 'secret/x'))
notice(secrets::echo($addr))
file { '/etc/app/db_password':
  content => $v1.unwrap['value'],
}
