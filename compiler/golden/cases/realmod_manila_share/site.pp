# openstack manila 21: the API, scheduler and share service with LVM and generic backends
# (manila::backends enables them), the neutron network plugin, nova/cinder/glance clients,
# a share type and a deprecated manila::type exec.
class { 'manila::db':
  database_connection => 'mysql+pymysql://manila:ma-db@10.0.0.5/manila',
}
class { 'manila':
  default_transport_url => 'rabbit://manila:secret@10.0.0.5:5672/',
  purge_config          => true,
}
class { 'manila::keystone::authtoken': password => 'manila-ks', auth_url => 'http://10.0.0.5:5000' }
class { 'manila::api': enabled_share_protocols => 'NFS,CIFS', service_workers => 2 }
include manila::scheduler
include manila::share
class { 'manila::backends': enabled_share_backends => ['lvm1', 'generic1'] }
manila::backend::lvm { 'lvm1':
  lvm_share_export_ips => ['10.0.0.5', '10.0.0.6'],
  driver_handles_share_servers => false,
}
manila::backend::generic { 'generic1':
  driver_handles_share_servers => true,
  cinder_volume_type => 'ssd',
}
class { 'manila::compute::nova': password => 'manila-ks', auth_url => 'http://10.0.0.5:5000' }
class { 'manila::volume::cinder': password => 'manila-ks', auth_url => 'http://10.0.0.5:5000' }
class { 'manila::network::neutron': password => 'manila-ks', auth_url => 'http://10.0.0.5:5000' }
manila::type { 'default':
  os_password => 'admin-pass',
  driver_handles_share_servers => false,
  set_key => 'share_backend_name',
  set_value => 'lvm1',
}
class { 'manila::keystone::auth': password => 'manila-ks', password_v2 => 'manila-ks2' }
class { 'manila::cron::db_purge': age => 14 }
