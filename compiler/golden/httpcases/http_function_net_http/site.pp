# Module functions calling a REST API (the fixture server) with Ruby's Net::HTTP during the compile:
# Net::HTTP.get, get with headers following a 301 by hand, a 404 and a 503 answer, a JSON POST with
# basic auth (the server echoes what it received), a 3.x function reading a chunked body, and a refused
# connection rescued as Errno::ECONNREFUSED.
$base = 'http://@HTTP_FIXTURE@'
notice(apiclient::fetch("${base}/data/packages.json"))
$pkgs = apiclient::fetch_json("${base}/data/old-packages", { 'Accept' => 'application/json' })
notice($pkgs)
notice(apiclient::fetch_json("${base}/data/missing"))
notice(apiclient::fetch_json("${base}/data/sealed"))
notice(apiclient::post_json("${base}/echo/deploy?env=prod", { 'node' => $trusted['certname'], 'ports' => [80, 443] }))
notice(api_version("${base}/data/version"))
$pkgs['data']['packages'].each |$name, $version| {
  package { $name: ensure => $version }
}
