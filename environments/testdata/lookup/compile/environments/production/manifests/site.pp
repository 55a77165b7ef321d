# The environment of the `punch lookup --compile` recordings (environments/testdata/lookup/compile):
# hierarchy paths and data interpolating top-scope and class variables set by the manifest, which
# only a compile gives them; notices and warnings of the compile.
$role = 'web'
notice("role is ${role}")
class profile::base { $tier = 'gold' }
include profile::base
$unknown = $nosuchvar
notify { 'data': message => [lookup('from_role'), lookup('tier_key'), lookup('class_var')] }
