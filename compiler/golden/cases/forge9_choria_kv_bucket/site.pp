# choria-io/puppet-choria: choria_kv_bucket (Resource API type whose namevar type is
# Pattern[/[\Aa-zA-Z0-9_-]+\Z/]: Ruby ignores the unknown escapes \A and \Z inside a bracket class)
# through choria::kv_buckets' splat of Choria::KVBucket hashes.
class { 'choria':
  kv_buckets => {
    'CONFIG' => { 'replicas' => 3, 'history' => 5 },
    'LOCKS'  => { 'replicas' => 1, 'expire' => 3600, 'force' => true, 'ensure' => 'absent' },
  },
}
