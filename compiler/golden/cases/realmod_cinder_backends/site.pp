# openstack cinder 21: a volume node with NFS, NetApp and Pure backends behind
# cinder::backends, a ceph backup driver, volume types through cinder_type, nova and glance
# settings, quotas and the db purge cron.
class { 'cinder::db': database_connection => 'mysql+pymysql://cinder:ci-db@10.0.0.5/cinder' }
class { 'cinder': default_transport_url => 'rabbit://cinder:secret@10.0.0.5:5672/', storage_availability_zone => 'az1' }
include cinder::volume
cinder::backend::nfs { 'nfs1':
  nfs_servers          => ['10.0.0.20:/export/cinder', '10.0.0.21:/export/cinder'],
  nfs_mount_options    => 'vers=4.1',
  nfs_shares_config    => '/etc/cinder/shares-nfs1.conf',
  nfs_sparsed_volumes  => true,
  backend_availability_zone => 'az-nfs',
}
cinder::backend::netapp { 'netapp1':
  netapp_login           => 'admin',
  netapp_password        => 'netapp-pass',
  netapp_server_hostname => 'netapp.example.com',
  netapp_vserver         => 'svm1',
  netapp_storage_protocol => 'iscsi',
  netapp_pool_name_search_pattern => '(cinder_.*)',
  extra_options          => { 'netapp1/netapp_api_trace_pattern' => { 'value' => '(.*)' } },
}
cinder::backend::pure { 'pure1':
  san_ip           => '10.0.0.30',
  pure_api_token   => 'pure-token',
  pure_storage_protocol => 'FC',
  use_multipath_for_image_xfer => true,
}
class { 'cinder::backends': enabled_backends => ['nfs1', 'netapp1', 'pure1'] }
class { 'cinder::backup::ceph': backup_ceph_user => 'cinder-backup', backup_ceph_pool => 'backups' }
include cinder::backup
cinder_type { 'nfs': ensure => present, properties => ['volume_backend_name=nfs1'] }
cinder_type { 'fast': ensure => present, properties => ['volume_backend_name=pure1'], is_public => false, access_project_ids => ['proj-1'] }
class { 'cinder::nova': password => 'nova-pass', auth_url => 'http://10.0.0.5:5000' }
class { 'cinder::glance': glance_api_servers => 'http://10.0.0.5:9292', glance_num_retries => 3 }
class { 'cinder::quota': quota_volumes => 20, quota_gigabytes => 2000 }
class { 'cinder::cron::db_purge': age => 30, destination => '/var/log/cinder/purge.log' }
