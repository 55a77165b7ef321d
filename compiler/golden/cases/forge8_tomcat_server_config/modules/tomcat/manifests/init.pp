# Written for this case: the variables the defines read.
class tomcat (
  String $catalina_home = '/opt/tomcat',
  Boolean $purge_connectors = false,
) {}
