# Written for this case: the variables logrotate::rule reads (the module's init.pp/params.pp are
# not consistent in the code index).
class logrotate (
  String $rules_configdir = '/etc/logrotate.d',
  String $root_user = 'root',
  String $root_group = 'root',
  String $logrotate_conf_mode = '0444',
) {
  contain logrotate::config
}
