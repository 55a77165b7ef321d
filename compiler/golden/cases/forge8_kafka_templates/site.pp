# QA-FORGE-8: voxpupuli/puppet-kafka's templates: properties.epp ea96241a (an `if` expression as the value
# of an EPP output tag, assignments inside the template, sorted keys) and unit.erb 03d052e8 (a Ruby `case`
# split over ERB tags, `and`/`or`, scope.function_versioncmp with scope.lookupvar, eql?).
include kafka
file { '/opt/kafka/config/server.properties':
  content => epp('kafka/properties.epp', {
    'doctag' => 'brokerconfigs',
    'config' => {
      'broker.id' => 0, 'zookeeper.connect' => ['zk1:2181', 'zk2:2181'], 'log.dirs' => '/var/lib/kafka',
      'super.users' => ['User:admin', 'User:kafka'], 'auto.create.topics.enable' => false, 'num.partitions' => 3,
      'listeners' => ['PLAINTEXT://:9092', 'SSL://:9093'], 'log.retention.hours' => 168.5,
    },
  }),
}
kafka::unit { ['kafka', 'kafka-consumer', 'kafka-mirror', 'kafka-producer']: }
