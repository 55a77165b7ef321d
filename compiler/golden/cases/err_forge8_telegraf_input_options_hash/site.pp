# QA-FORGE-8: voxpupuli-telegraf's telegraf::input (6321fd1f) takes `Array $options`; the README of older
# versions passed a Hash: Puppet rejects it at the declaration.
telegraf::input { 'my_exec':
  plugin_type => 'exec',
  options     => { 'commands' => ['/usr/local/bin/my_input.py'], 'data_format' => 'json' },
}
