# deric/puppet-mesos's mesos_hash_parser as mesos::slave uses it with create_resources. Values written for this case.
$opts = { 'isolation' => 'cgroups/cpu,cgroups/mem', 'containerizers' => 'docker,mesos', 'port' => 5051 }
create_resources('mesos::property', mesos_hash_parser($opts))
create_resources('mesos::property', mesos_hash_parser({ 'cpus' => 4 }, 'resources'), { 'dir' => '/etc/mesos-slave/resources' })
notice(mesos_hash_parser({}))
