# written for this case: the choria class parameters broker.cfg.epp and kv_buckets read
class choria (
  String $broker_logfile = '/var/log/choria-broker.log',
  Enum['debug', 'info', 'warn'] $broker_log_level = 'warn',
  Optional[String] $srvdomain = undef,
  String $config_group = 'root',
  String $broker_config_file = '/etc/choria/broker.conf',
) {
  class { 'choria::config': }
}
