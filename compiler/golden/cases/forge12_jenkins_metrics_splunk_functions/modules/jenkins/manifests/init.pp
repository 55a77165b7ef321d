# Written for this case: the parameter the module's functions read through lookupvar.
class jenkins (Hash $config_hash = {}) inherits jenkins::params {
  notify { 'jenkins':
    message => "port=${jenkins_port()} prefix=${jenkins_prefix()}",
  }
}
