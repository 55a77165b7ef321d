# ERB#result_with_hash with a Puppet hash (String keys): Ruby 3.1 ERB makes each key a local variable
# of the template's binding (local_variable_set takes strings), so the template sees servers and port.
notice(tpl::render('hash', { 'servers' => ['a', 'b'], 'port' => 8080 }))
