# Written for this case: rundeck::config::aclpolicyfile passes its Array of policies to
# rundeck::validate_rd_policy (an Array is skipped; the function returns its arguments); a
# String argument is refused with the value's inspect and class.
$policies = [
  {
    'description' => 'Admin, all access',
    'context'     => { 'project' => '.*' },
    'for'         => { 'resource' => [{ 'allow' => '*' }], 'adhoc' => [{ 'allow' => '*' }] },
    'by'          => [{ 'group' => ['admin'] }],
  },
]
$r = rundeck::validate_rd_policy($policies)
notify { 'validated': message => $r }
