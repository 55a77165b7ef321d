# voxpupuli/puppet-splunk's types made by PuppetX::Puppetlabs::Splunk::Type.clone_type (title_patterns as a
# singleton method, composite namevars section/setting/context), declared as splunk::forwarder's manifests do.
# Written for this case.
splunk_web { 'settings/enableSplunkWebSSL': value => true }
splunk_web { 'settings/httpport': value => ' 8000 ', context => 'apps/search/local' }
splunkforwarder_output { 'tcpout:indexers/server': value => 'idx1:9997,idx2:9997' }
splunkforwarder_output { 'tcpout': setting => 'defaultGroup', value => 'indexers' }
splunkforwarder_input { 'monitor:///var/log/messages/index': value => 'main' }
splunkforwarder_input { 'monitor:///var/log/syslog/sourcetype': value => 'syslog' }
splunkforwarder_input { 'tcp://127.0.0.1:19500': setting => 'connection_host', value => 'dns' }
splunkforwarder_input { 'purge me':
  section => 'monitor:///var/log/auth.log', setting => 'disabled', context => 'apps/x/local', value => false,
}
notice(Splunkforwarder_input['monitor:///var/log/messages/index']['value'])
