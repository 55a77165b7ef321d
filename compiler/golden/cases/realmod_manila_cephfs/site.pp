# openstack manila with the CephFS (NFS-Ganesha) and LVM backends enabled by name, share types with extra specs, with the openstacklib facts.
class { 'manila::db':
  database_connection => 'mysql+pymysql://manila:secret@db.example.com/manila',
}
class { 'manila':
  default_transport_url => 'rabbit://manila:secret@rabbit.example.com:5672/',
}
class { 'manila::keystone::authtoken':
  password => 'manila_secret',
}
class { 'manila::api':
  enabled_share_protocols => ['NFS', 'CEPHFS'],
}
include manila::scheduler
include manila::share
manila::backend::cephfs { 'cephfsnfs':
  driver_handles_share_servers => false,
  share_backend_name           => 'CEPHFSNFS',
  cephfs_conf_path             => '/etc/ceph/ceph.conf',
  cephfs_auth_id               => 'manila',
  cephfs_protocol_helper_type  => 'NFS',
  cephfs_ganesha_server_ip     => '10.0.0.60',
}
manila::backend::lvm { 'lvm':
  lvm_share_export_ips => ['10.0.0.61'],
  lvm_share_volume_group => 'manila-shares',
}
class { 'manila::backends':
  enabled_share_backends => ['cephfsnfs', 'lvm'],
}
manila::type { 'cephfsnfstype':
  driver_handles_share_servers => false,
  set_key                      => 'snapshot_support',
  set_value                    => 'True',
  os_password                  => 'admin_secret',
}
