# puppet-nova: API-side settings a cloud adds: quotas, vendordata (static JSON and dynamic
# targets), an availability zone, the shadow table purge cron, Ironic as a compute driver with
# its common settings, and the image cache.
class { 'nova':
  default_transport_url => 'rabbit://nova:secret@10.0.0.10:5672/',
}
class { 'nova::quota':
  instances       => 50,
  cores           => 200,
  ram             => 512000,
  key_pairs       => 20,
  server_groups   => 10,
}
class { 'nova::vendordata':
  vendordata_jsonfile_path        => '/etc/nova/vendor_data.json',
  vendordata_providers            => ['StaticJSON', 'DynamicJSON'],
  vendordata_dynamic_targets      => ['join@http://10.0.0.30:9999/v1/'],
  vendordata_dynamic_connect_timeout => 5,
}
class { 'nova::availability_zone':
  default_availability_zone => 'az1',
  default_schedule_zone     => 'az1',
}
class { 'nova::cron::purge_shadow_tables':
  minute  => 15,
  hour    => 3,
  age     => 30,
  all_cells => true,
}
class { 'nova::ironic::common':
  password => 'ironic-pass',
  auth_url => 'http://10.0.0.10:5000/v3',
}
class { 'nova::compute::image_cache':
  remove_unused_original_minimum_age_seconds => 86400,
  manager_interval => 2400,
}
