# Note: the catalog keeps the clear value of a Sensitive parameter and names it in sensitive_parameters.
# Sensitive values: redacted when printed, unwrap() gives the value back, and a resource
# parameter holding one is listed in the resource's sensitive_parameters.
$s = Sensitive('s3cret')
notice($s)
notice("interpolated: ${s}")
notice($s =~ Sensitive)
notice($s =~ Sensitive[String])
notice($s.unwrap)
notice(Sensitive(42).unwrap + 1)
user { 'deploy': ensure => present, password => $s }
notify { 'plain': message => "len ${s.unwrap.length}" }
