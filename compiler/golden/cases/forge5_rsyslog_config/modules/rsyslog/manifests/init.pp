# @summary
#   Manage the Rsyslog daemon package, service, and
#   configuration.
class rsyslog (
  String            $confdir,
  String            $package_name,
  String            $package_version,
  String            $config_file,
  Array             $feature_packages,
  Integer           $module_load_priority,
  String            $service_name,
  String            $service_status,
  Boolean           $service_enabled,
  Boolean           $override_default_config,
  Boolean           $manage_package,
  Boolean           $use_upstream_repo,
  Boolean           $manage_confdir,
  Boolean           $manage_service,
  Boolean           $external_service,
  Boolean           $purge_config_files,
  Integer           $global_config_priority,
  Integer           $legacy_config_priority,
  Integer           $template_priority,
  Integer           $action_priority,
  Integer           $input_priority,
  Integer           $custom_priority,
  Integer           $main_queue_priority,
  Integer           $lookup_table_priority,
  Integer           $parser_priority,
  Integer           $ruleset_priority,
  Integer           $filter_priority,
  String            $target_file,
  Stdlib::Filemode  $conf_permissions = '0644',
  Stdlib::Filemode  $confdir_permissions = '0755',
  Stdlib::Filemode  $global_conf_perms = $conf_permissions,
  String            $config_file_include = "include(file=\"${rsyslog::confdir}/*.conf\" mode=\"optional\")",
  Boolean           $alias_as_syslog_service = false,
) {
  if $manage_service == true and $external_service == true {
    fail('manage_service and external_service cannot be set at the same time!')
  } else {
    contain 'rsyslog::base'
  }
}
