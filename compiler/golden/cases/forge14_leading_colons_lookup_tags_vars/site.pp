# Written for this case: leading-colon names in Resource[class, ...], Class references, lookup keys, tagged, defined and getvar.
include app
notify { 'names': message => [
  Resource['class', '::app'], Resource['Class', 'App'], Type[Class['::app']], "${Class['::App']}",
  lookup('::app::port', undef, undef, 'none'), lookup('site::name'), lookup('::site::name', undef, undef, 'none'), lookup('odd::key', undef, undef, 'none'), lookup('::odd::key', undef, undef, 'none'),
  tagged('app'), tagged('::app'), defined('::app::port') , defined('$::app::port'), defined('$app::port'),
  getvar('::app::port'), getvar('app::port'),
] }
