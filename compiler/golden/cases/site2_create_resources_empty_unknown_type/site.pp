# sweavers/puppet-control's site.pp: create_resources( 'account', hiera_hash('accounts', {require => ...}) )
# on nodes whose Hiera gives no accounts. Puppet 7 creates nothing and never looks the type up: an
# empty hash is fine even when no type or define of that name exists (a module not deployed).
create_resources('account', {})
create_resources('nosuch::define', {}, { 'require' => 'x' })
$accounts = {}
create_resources('account', $accounts, { require => Group['lr-admin'] })
notice('after create_resources')
