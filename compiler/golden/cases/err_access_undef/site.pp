$h = { 'a' => { 'b' => 1 } }
notice($h['a']['b'])
notice($h['x']['b'])
