# written for this case: the choria class parameter kv_buckets reads
class choria (
  Hash[String, Choria::KVBucket] $kv_buckets = {},
) {
  class { 'choria::config': }
  include choria::kv_buckets
}
