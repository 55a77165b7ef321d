# voxpupuli-systemd's older hiera.yaml ('backend: yaml' entries) with include: Puppet names the
# function call (see err_forge3_module_hiera_bad_key_resource_class for class { 'm': })
include m
