# puppetlabs-seteam/control-repo's site functions: profile::secure16 (SecureRandom.base64(n=16): random,
# so only its shape is checked) and deployments::combine_reports (Hash#merge, then Array#append on the
# merged hash's 'notes': the same Array object as the caller's stage_report['notes']).
$s = profile::secure16()
$b64 = $s =~ /\A[A-Za-z0-9+\/]{22}==\z/
notice("secure16: ${s.length} chars, base64: ${b64}")
$stage = { 'log' => 'stage ok', 'notes' => ['stage note'], 'stage' => 'deploy' }
$scm = { 'commit' => 'abc123', 'branch' => 'main' }
$ia = [{ 'log' => 'ia prod', 'notes' => 'prod impacted: 3' }, { 'log' => 'ia dev', 'notes' => ['dev', 'impacted: 0'] }]
$report = deployments::combine_reports($stage, $scm, $ia)
notice($report)
notice($stage)
$literal = deployments::combine_reports({ 'log' => 'l', 'notes' => [] }, {}, [{ 'log' => 'x', 'notes' => 'n' }])
notice($literal)
file { '/tmp/report.json': content => to_json_pretty($report) }
