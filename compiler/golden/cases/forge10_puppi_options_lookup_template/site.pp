# example42/puppi's options_lookup (3.x: parent_module_name, the module of the scope's parent, and lookupvar of that module's
# $options) called from a module's ERB template as scope.function_options_lookup([...]) and from its define, as example42
# NextGen modules do. Written for this case.
class { 'openssh': options => { 'Port' => 2222, 'PasswordAuthentication' => 'yes', 'PermitRootLogin' => '' } }
