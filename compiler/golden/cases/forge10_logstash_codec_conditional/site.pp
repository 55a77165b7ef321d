# voxpupuli/puppet-logstash's 3.x logstash_codec (an unraised Puppet::Error.new, << on an interpolated string) and
# logstash_conditional, building a pipeline file. Values written for this case.
$pipeline = [
  logstash_conditional(['[type] == "syslog"', '[tags]']),
  "  codec => ${logstash_codec('JSON_Lines', { 'charset' => 'UTF-8', 'delimiter' => '\n' })}",
  "  codec => ${logstash_codec('nosuch')}",
  logstash_conditional('[x] > 1', 'or'),
  logstash_conditional(['a', 'b', 'c'], 'or'),
  '}',
].join("\n")
file { '/etc/logstash/conf.d/pipeline.conf': content => "${pipeline}\n" }
notice($pipeline)
