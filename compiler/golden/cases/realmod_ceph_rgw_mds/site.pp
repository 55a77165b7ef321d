# openstack-ceph: a mon/mgr/mds node with a CephFS, a RADOS gateway with civetweb and keystone, extra config and keys.
class { 'ceph':
  fsid                => '066F558C-6789-4A93-AAF1-5AF1BA01A3AD',
  mon_host            => '10.0.0.11,10.0.0.12,10.0.0.13',
  mon_initial_members => 'ceph1,ceph2,ceph3',
  osd_pool_default_size => 3,
  public_network      => '10.0.0.0/24',
  cluster_network     => '10.1.0.0/24',
}
ceph::mgr { 'web01':
  key        => 'AQBMGHJTkC8HKhAAJ7NH255wYypgm1oVuV41MA==',
  inject_key => true,
}
class { 'ceph::mds':
  public_addr => '10.0.0.11',
}
ceph::pool { 'cephfs_data': pg_num => 64 }
ceph::pool { 'cephfs_metadata': pg_num => 16 }
ceph::fs { 'cephfs':
  metadata_pool => 'cephfs_metadata',
  data_pool     => 'cephfs_data',
}
ceph::rgw { 'radosgw.gateway':
  rgw_port      => 8080,
  frontend_type => 'civetweb',
  rgw_frontends => 'civetweb port=8080',
}
ceph::rgw::keystone { 'radosgw.gateway':
  rgw_keystone_url            => 'http://keystone.example.com:5000',
  rgw_keystone_admin_domain   => 'Default',
  rgw_keystone_admin_project  => 'services',
  rgw_keystone_admin_user     => 'ceph',
  rgw_keystone_admin_password => 'ceph_secret',
}
ceph_config { 'global/osd_op_threads': value => 4 }
ceph::key { 'client.backups':
  secret  => 'AQD7kyJQQGoOBhAAqrPAqSopSwPrrfMMomzVdw==',
  cap_mon => 'allow r',
  cap_osd => 'allow rwx pool=backups',
  mode    => '0640',
}
