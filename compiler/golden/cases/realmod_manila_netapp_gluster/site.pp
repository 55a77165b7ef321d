# openstack manila: NetApp and GlusterFS backends, a Ganesha helper, the standalone network plugin and share type settings, with the openstacklib facts.
class { 'manila::db':
  database_connection => 'mysql+pymysql://manila:secret@db.example.com/manila',
}
class { 'manila':
  default_transport_url => 'rabbit://manila:secret@rabbit.example.com:5672/',
}
include manila::share
manila::backend::netapp { 'ontap':
  driver_handles_share_servers => true,
  netapp_login                 => 'admin',
  netapp_password              => 'netapp_secret',
  netapp_server_hostname       => 'ontap.example.com',
  netapp_transport_type        => 'https',
  netapp_vserver               => 'svm1',
}
manila::backend::glusterfs { 'gluster':
  glusterfs_volumes_config => '/etc/manila/glusterfs_volumes',
}
manila::backend::ganesha { 'gluster':
  ganesha_config_dir => '/etc/ganesha',
}
manila::network::standalone { 'ontap':
  standalone_network_plugin_gateway => '10.0.3.1',
  standalone_network_plugin_mask    => '24',
  standalone_network_plugin_allowed_ip_ranges => '10.0.3.100-10.0.3.200',
}
class { 'manila::backends':
  enabled_share_backends => ['ontap', 'gluster'],
}
manila::type_set { 'True':
  type        => 'netapp',
  key         => 'driver_handles_share_servers',
  os_region_name => 'RegionOne',
  os_password => 'admin_secret',
}
