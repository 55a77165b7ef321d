# Written for this case: Puppet::Module's accessors from module Ruby (a module with metadata, one without).
['acme', 'bare'].each |$m| {
  acme::probe($m).each |$k, $v| { notify { "${m} ${k}": message => String($v) } }
}
