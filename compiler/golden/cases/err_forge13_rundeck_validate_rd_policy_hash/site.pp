# Written for this case: one policy given as a Hash (not wrapped in an Array) reaches
# PuppetX::Rundeck::ACL.validate_acl, whose validate_for calls an undefined `scope`: Ruby's NameError.
rundeck::validate_rd_policy({
  'description' => 'Admin, all access',
  'context'     => { 'project' => '.*' },
  'for'         => { 'job' => [{ 'allow' => '*', 'match' => { 'name' => '.*' } }] },
  'by'          => [{ 'group' => ['admin'] }],
})
