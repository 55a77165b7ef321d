$r = acme::checks({ 'disk_space' => { 'path' => '/srv', 'crit' => 95 }, 'http_check' => { 'url' => 'http://localhost/health', 'status' => 204 } })
$r.each |$k, $v| { notice("${k}: ${v}") }
