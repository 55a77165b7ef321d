# QA-FORGE-5: voxpupuli-rsyslog (current) as its README shows: class rsyslog with module data, rsyslog::config with
# global_config (legacy and rainerscript), modules, inputs, templates, actions (facility forms), rulesets (actions,
# set, property and expression filters, stop).
class { 'rsyslog': external_service => false, filter_priority => 65, use_upstream_repo => false }
class { 'rsyslog::config':
  global_config => {
    'workDirectory'  => { 'value' => '/var/spool/rsyslog', 'type' => 'legacy' },
    'umask'          => { 'value' => '0022', 'type' => 'legacy' },
  },
  modules => {
    'imuxsock' => {},
    'imklog'   => { 'config' => { 'permitnonkernelfacility' => 'on' } },
    'omfile'   => { 'type' => 'builtin', 'config' => { 'fileCreateMode' => '0640' } },
    'imjournal' => { 'type' => 'builtin' },
  },
  inputs => {
    'imudp' => { 'type' => 'imudp', 'config' => { 'port' => '514', 'address' => ['10.0.0.1', '10.0.0.2'] } },
  },
  templates => {
    'remote'   => { 'type' => 'string', 'string' => '/var/log/rsyslog/logs/%fromhost-ip%/%$YEAR%/%$MONTH%/%$DAY%/messages' },
    'tpl_list' => { 'type' => 'list', 'list_descriptions' => [ { 'constant' => { 'value' => '{' } }, { 'property' => { 'outname' => '@timestamp', 'name' => 'timereported', 'dateformat' => 'rfc3339', 'format' => 'jsonf' } } ], 'options' => { 'sql' => 'on' } },
    'sub'      => { 'type' => 'subtree', 'subtree' => '$!usr!tp12' },
  },
  actions => {
    'all_logs'  => { 'type' => 'omfile', 'facility' => '*.*;auth,authpriv.none', 'config' => { 'dynaFile' => 'remoteSyslog', 'specifics' => '/var/log/test' } },
    'elastic'   => { 'type' => 'omelasticsearch', 'facility' => 'local0.*', 'config' => { 'queue.type' => 'linkedlist', 'queue.spoolDirectory' => '/var/log/rsyslog/queue', 'template' => 'plain-syslog', 'server' => 'es.example.com' } },
    'plain'     => { 'type' => 'omfwd', 'config' => { 'target' => 'loghost', 'port' => 10514, 'StreamDriverPermittedPeers' => ['a.example.com', 'b.example.com'] } },
  },
  rulesets => {
    'remote' => {
      'parameters' => { 'queue.type' => 'LinkedList' },
      'rules' => [
        { 'action' => { 'name' => 'utf8-fix', 'type' => 'mmutf8fix', 'config' => { 'replacementChar' => '?' } } },
        { 'set' => { '$!host' => '$hostname', 'app' => '"web"' } },
        { 'property_filter' => { 'property' => 'msg', 'operator' => 'contains', 'value' => 'error', 'tasks' => [ { 'action' => { 'name' => 'errors', 'type' => 'omfile', 'facility' => '*.*', 'config' => { 'file' => '/var/log/errors' } } }, { 'stop' => true } ] } },
        { 'expression_filter' => { 'filter' => { 'if' => { 'expression' => '$programname == "sshd"', 'tasks' => [ { 'action' => { 'name' => 'ssh', 'type' => 'omfile', 'config' => { 'file' => '/var/log/ssh' } } } ] }, 'else' => { 'tasks' => [ { 'stop' => true } ] } } } },
      ],
      'stop' => true,
    },
  },
}
