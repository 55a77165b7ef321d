# Written for this case (the variable jenkins_prefix falls back to).
class jenkins::params {
  $prefix = '/jenkins'
}
