# strict_variables = true: a top-scope fact variable that the node's
# facts do not have (a cloud fact on a machine outside the cloud).
class app {
  if $::ec2_metadata { notice('ec2') }
}
include app
