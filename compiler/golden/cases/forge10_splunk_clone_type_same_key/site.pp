# Two titles the title patterns map to the same section/setting/context (voxpupuli/puppet-splunk types). Puppet compiles it (the uniqueness check runs on the agent).
splunkforwarder_output { 'tcpout:indexers/server': value => 'a' }
splunkforwarder_output { 'other': section => 'tcpout:indexers', setting => 'server', value => 'b' }
