# openstack cinder: NVMe-oF, SolidFire, Quobyte and GPFS backends enabled together with their volume
# types, with the openstacklib facts.
class { 'cinder::db':
  database_connection => 'mysql+pymysql://cinder:secret@db.example.com/cinder',
}
class { 'cinder':
  default_transport_url => 'rabbit://cinder:secret@rabbit.example.com:5672/',
}
include cinder::volume
cinder::backend::nvmeof { 'nvme':
  target_ip_address => '10.0.1.20',
  target_port       => 4420,
  target_helper     => 'nvmet',
  target_protocol   => 'nvmet_rdma',
  volume_group      => 'cinder-nvme',
}
cinder::backend::solidfire { 'sf':
  san_ip              => '10.0.2.10',
  san_login           => 'cinder',
  san_password        => 'sf_secret',
  sf_emulate_512      => true,
  sf_allow_tenant_qos => true,
  manage_volume_type  => true,
}
cinder::backend::quobyte { 'quobyte':
  quobyte_volume_url => 'quobyte://registry.example.com/cinder',
  quobyte_qcow2_volumes => false,
}
cinder::backend::gpfs { 'gpfs':
  gpfs_mount_point_base => '/gpfs/cinder',
  gpfs_images_dir       => '/gpfs/glance',
  gpfs_images_share_mode => 'copy_on_write',
  gpfs_sparse_volumes   => true,
  extra_options         => { 'gpfs/gpfs_hosts' => { 'value' => 'gpfs1,gpfs2' } },
}
class { 'cinder::backends':
  enabled_backends => ['nvme', 'sf', 'quobyte', 'gpfs'],
}
