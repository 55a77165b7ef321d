# openstack ceph 3.1: the cluster configuration with a monitor and an OSD, keys, a pool and the
# configuration entries of ceph_config.
class { 'ceph':
  fsid                     => '066f558c-6789-4a93-aaf1-5af1ba01a3ad',
  mon_host                 => '10.0.0.5',
  mon_initial_members      => 'web01',
  osd_pool_default_size    => '2',
  osd_pool_default_min_size => '1',
  public_network           => '10.0.0.0/24',
  cluster_network          => '10.1.0.0/24',
}
ceph::mon { 'web01':
  public_addr => '10.0.0.5',
  key         => 'AQATGHJTUCBqIBAA7M2yafV1xctn1pgr3GcKPg==',
}
ceph::key { 'client.admin':
  secret  => 'AQBMGHJTkC8HKhAAJ7NH255wYypgm1oVuV41MA==',
  cap_mon => 'allow *',
  cap_osd => 'allow *',
  cap_mds => 'allow',
}
ceph::osd { '/dev/sdb': }
ceph::pool { 'volumes':
  pg_num  => 64,
  pgp_num => 64,
  size    => 2,
}
ceph_config { 'global/osd_journal_size': value => '1024' }
