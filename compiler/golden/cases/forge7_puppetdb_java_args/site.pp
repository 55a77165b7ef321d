# QA-FORGE-7: puppetlabs-puppetdb's Ruby functions (create_subsetting_resource_hash and
# flatten_java_args, code index 2c009117) used as puppetdb::server's JVM settings use them: the
# java_args hash (a nil value too) made into ini_subsetting resources of Debian's inifile 5.4.0 and a
# JAVA_ARGS line.
$java_args = {
  '-Xmx'                     => '2g',
  '-Xms'                     => '512m',
  '-XX:+UseG1GC'             => '',
  '-Djava.security.egd='     => 'file:/dev/urandom',
  '-XX:+HeapDumpOnOutOfMemoryError' => undef,
}
$resources = puppetdb::create_subsetting_resource_hash($java_args, {
    ensure            => present,
    path              => '/etc/default/puppetdb',
    section           => '',
    key_val_separator => '=',
    setting           => 'JAVA_ARGS',
    quote_char        => '"',
})
create_resources('ini_subsetting', $resources)
notice(puppetdb::flatten_java_args($java_args))
notice(puppetdb::flatten_java_args())
