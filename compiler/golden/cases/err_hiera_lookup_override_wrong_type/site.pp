$x = lookup('num', { 'value_type' => Integer, 'override' => { 'num' => 'x' } })
