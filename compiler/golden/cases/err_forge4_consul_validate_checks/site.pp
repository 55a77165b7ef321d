consul::validate_checks({ 'tcp' => 'h:1', 'http' => 'x', 'interval' => '1s' })
