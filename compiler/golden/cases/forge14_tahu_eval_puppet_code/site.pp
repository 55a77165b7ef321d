# Written for this case after hlindberg/tahu's eval docs: Puppet source evaluated from a string, with local variables.
notify { 'sum': message => tahu::eval('$x + $y', { 'x' => 10, 'y' => 20 }) }
notify { 'filter': message => tahu::eval('$list.filter |$v| { $v =~ Integer }.map |$v| { $v * 2 }', { 'list' => [1, 'a', 3] }) }
notify { 'assert': message => tahu::eval('assert_type(String, "${greeting}, ${facts[\'networking\'][\'hostname\']}")', { 'greeting' => 'hello' }) }
