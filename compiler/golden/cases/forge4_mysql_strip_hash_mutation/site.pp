$h = { 'c' => { 'd' => '' } }
notice(mysql::strip_hash($h))
notice($h)
