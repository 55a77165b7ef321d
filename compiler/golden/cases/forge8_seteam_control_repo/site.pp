# QA-FORGE-8: puppetlabs-seteam/control-repo's own Ruby functions in site/ and site-modules/ (here site/ and modules/:
# the golden layout copies no site-modules/): profile::loaddata 6b9ccb8d (YAML.load_file: yes => true, 1.5e3;
# a date fails: err_forge8_seteam_loaddata_date), profile::secure16 9b1d94ef (SecureRandom.base64(n=16)), and
# deployments::report_impacted_nodes 2bd79043 (frozen_string_literal, instance variables between methods,
# Kernel#print to the server's stdout, which is not the catalog).
include profile::users
$pw = profile::secure16()
notice($pw.length, $pw =~ /\A[A-Za-z0-9+\/]{22}==\z/)
$r = deployments::report_impacted_nodes(
  { 'IA_environment' => 'production', 'IA_resultId' => 42, 'IA_nodeGroupId' => 'abc', 'IA_state' => 'DONE',
    'IA_totalNodeCount' => 3, 'IA_totalResourceChangeCount' => 12 },
  { 'rows' => [
      { 'certnameLowercase' => 'web01', 'resourcesAdded' => [1, 2], 'resourcesModified' => [3], 'resourcesRemoved' => [] },
      { 'certnameLowercase' => 'db01', 'resourcesAdded' => [1, 2, 3, 4, 5, 6], 'resourcesModified' => [1], 'resourcesRemoved' => [1] },
      { 'certnameLowercase' => 'lb01', 'compileFailed' => true },
  ] },
  5,
)
notice($r['log'])
file { '/var/tmp/ia_report.json':
  content => to_json_pretty($r['notes']),
}
