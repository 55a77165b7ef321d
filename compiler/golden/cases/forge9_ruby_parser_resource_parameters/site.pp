# Reduction of forge9_simplib_scope_functions: Puppet::Parser::Resource#parameters from a module function.
class app (String $port = '80', Array[String] $hosts = ['a'], Optional[String] $none = undef) { }
class { 'app': port => '8080' }
notice(class_param('app', 'port'))
notice(class_param('app', 'hosts'))
notice(class_param('nosuch', 'x'))
