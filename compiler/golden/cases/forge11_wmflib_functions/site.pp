# wikimedia/operations-puppet's wmflib functions as its manifests use them: role() (closure_scope include?/[]=,
# include from Ruby at node scope), dump_params/resource::dump_params/filter_params (scope.resource.to_hash),
# cron_splay (MD5 ordering, zip, ::fqdn), php_ini/ini, dirtree, to_python, cidr_first_address (Stdlib types from
# Debian's stdlib), monkey_patch (prepend on Resolv::IPv6). Node, classes and values written for this case.
node default {
  role('mediawiki')
  wmflib::monkey_patch()
  notice(cron_splay(['mw1001.eqiad', 'mw2001.codfw', 'web01.example.com', 'mw1002.eqiad', 'other'], 'weekly', 'seed-a'))
  notice(cron_splay(['web01.example.com', 'x1234'], 'hourly', 'seed-b'))
  notice(cron_splay(['a', 'web01.example.com', 'b', 'c'], 'daily', 'seed-c'))
  notice(wmflib::php_ini({ 'opcache' => { 'enable' => '1', 'memory' => '256', 'ratio' => '0.5' }, 'x' => ['a', '2'] }, { 'date' => { 'timezone' => 'UTC' } }))
  notice(wmflib::ini({ 'server' => { 'port' => 80, 'hosts' => ['h1', 'h2'], 'tls' => { 'on' => 'true', 'v' => '1.2' } } }, { 'client' => { 'retries' => '3' } }))
  notice(wmflib::dirtree('/srv/mediawiki/php-1.41/cache/l10n'))
  notice(wmflib::to_python({ 'a' => [true, false, undef, 1, 2.5, 'str'] }))
  notice(wmflib::cidr_first_address('10.64.0.0/22'), wmflib::cidr_first_address('2620:0:861:101::/64'))
}
