# Written for this case: a define with the variables unit.erb reads for each service_name.
define kafka::unit (
  String $service_name = $title,
  Boolean $service_requires_zookeeper = true,
  String $heap_opts = '-Xmx1G -Xms1G',
  String $log4j_opts = '-Dlog4j.configuration=file:/opt/kafka/config/log4j.properties',
  String $jmx_opts = '-Dcom.sun.management.jmxremote -Dcom.sun.management.jmxremote.authenticate=false',
  String $opts = '',
  String $config_dir = '/opt/kafka/config',
  String $consumer_log4j_opts = '-Dlog4j.configuration=file:/opt/kafka/config/log4j.properties',
  String $consumer_jmx_opts = '',
  Hash $consumer_service_config = { 'topic' => 'demo', 'bootstrap-server' => ['k1:9092', 'k2:9092'], 'from-beginning' => '', 'group' => ' ' },
  String $mirror_log4j_opts = '',
  String $mirror_jmx_opts = '',
  String $max_heap = '256M',
  String $consumer_config = '/opt/kafka/config/consumer-1.properties',
  Integer $num_streams = 2,
  String $producer_config = '/opt/kafka/config/producer.properties',
  Integer $num_producers = 1,
  String $whitelist = '.*',
  String $blacklist = '',
  String $abort_on_send_failure_opt = '--abort.on.send.failure=true',
  String $producer_log4j_opts = '',
  String $producer_jmx_opts = '',
  Hash $producer_service_config = { 'broker-list' => 'localhost:9092', 'topic' => 'demo' },
  String $input = '< /dev/null',
) {
  file { "/etc/systemd/system/${service_name}.service":
    content => template('kafka/unit.erb'),
  }
}
