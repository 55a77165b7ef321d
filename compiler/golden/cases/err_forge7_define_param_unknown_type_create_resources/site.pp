# QA-FORGE-7: err_forge7_define_param_unknown_type's define declared through create_resources, as
# modules' "factory" hashes do (systemd's dropin_files, keepalived's vrrp_instance).
create_resources('m::unit', { 'a.service' => {} })
