# A resource's parameter read with a name it does not have (here the lower-case spelling of a parameter
# declared with capitals, as in forge9_param_name_uppercase): Puppet's issue UNKNOWN_RESOURCE_PARAMETER.
define capsdef (String $listenPort = '80') {
  file { "/tmp/${title}": content => $listenPort }
}
capsdef { 'one': listenPort => '8080' }
notice(Capsdef['one']['listenPort'])
notice(Capsdef['one']['listenport'])
