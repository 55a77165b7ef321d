# A class's parameter read with a name the class does not have: Puppet's issue UNKNOWN_RESOURCE_PARAMETER.
class withp (String $p = 'x') { }
include withp
notice(Class['withp']['p'])
notice(Class['withp']['q'])
