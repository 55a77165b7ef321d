# openstack openstacklib 21 and oslo 21 used directly, as a site's own service profile does:
# MySQL and PostgreSQL databases with host access, policy files in JSON and YAML, a wsgi vhost,
# a service validation exec, RabbitMQ users, a clouds.yaml, iscsid; the oslo defines writing
# a config type (nova_config here): messaging, notifications, cache, db, log, middleware,
# concurrency, barbican key manager and unified limits.
include mysql::server
class { 'postgresql::globals': version => '15' }
include postgresql::server
openstacklib::db::mysql { 'svc':
  password      => 'svc-db',
  allowed_hosts => ['10.0.0.%', '%'],
  tls_options   => ['SSL'],
}
openstacklib::db::mysql { 'svc_api': password_hash => '*AAAABBBBCCCCDDDD', dbname => 'svc_api', user => 'svc', create_user => false }
openstacklib::db::postgresql { 'svcpg': password => 'pg-pass', encoding => 'UTF8' }
openstacklib::policy { '/etc/svc/policy.yaml':
  policies => {
    'admin_or_owner' => { 'key' => 'admin_or_owner', 'value' => 'is_admin:True or project_id:%(project_id)s' },
    'list'           => { 'key' => 'svc:list', 'value' => 'rule:admin_or_owner' },
  },
  file_user   => 'svc',
  file_group  => 'svc',
  file_format => 'yaml',
  purge_config => true,
}
openstacklib::wsgi::apache { 'svc_wsgi':
  bind_port          => 8999,
  group              => 'svc',
  user               => 'svc',
  ssl                => false,
  workers            => 3,
  wsgi_script_dir    => '/var/www/cgi-bin/svc',
  wsgi_script_file   => 'svc-api',
  wsgi_script_source => '/usr/bin/svc-wsgi',
  headers            => ['set X-Frame-Options DENY'],
  custom_wsgi_process_options => { 'python-path' => '/opt/svc' },
  access_log_format  => 'forwarded',
}
openstacklib::service_validation { 'svc':
  command => 'openstack service list',
  timeout => '120',
}
openstacklib::messaging::rabbitmq { 'svc':
  userid       => 'svc',
  password     => 'rabbit-pass',
  virtual_host => '/svc',
  is_admin     => true,
}
openstacklib::clouds { '/root/.config/openstack/clouds.yaml':
  username => 'admin',
  password => 'admin-pass',
  auth_url => 'https://keystone.example.com:5000/v3',
  project_name => 'admin',
  region_name => 'RegionOne',
  api_versions => { 'identity' => '3', 'volume' => '3.59' },
}
include openstacklib::iscsid
include nova::deps
oslo::messaging::rabbit { 'nova_config': rabbit_use_ssl => true, kombu_ssl_ca_certs => '/etc/ssl/ca.pem', heartbeat_timeout_threshold => 30 }
oslo::messaging::default { 'nova_config': transport_url => 'rabbit://u:p@10.0.0.5:5672/', rpc_response_timeout => 120 }
oslo::messaging::notifications { 'nova_config': driver => ['messagingv2', 'log'], topics => ['notifications'] }
oslo::cache { 'nova_config': enabled => true, backend => 'dogpile.cache.memcached', memcache_servers => ['10.0.0.5:11211', '10.0.0.6:11211'] }
oslo::db { 'nova_config': connection => 'mysql+pymysql://nova:p@10.0.0.5/nova', max_retries => -1, db_max_retries => 20 }
oslo::log { 'nova_config': debug => true, log_dir => '/var/log/nova', use_syslog => false, default_log_levels => { 'amqp' => 'WARN', 'sqlalchemy' => 'ERROR' } }
oslo::middleware { 'nova_config': enable_proxy_headers_parsing => true, max_request_body_size => 114688 }
oslo::concurrency { 'nova_config': lock_path => '/var/lib/nova/tmp' }
oslo::key_manager::barbican { 'nova_config': barbican_endpoint => 'https://kms.example.com:9311', auth_endpoint => 'http://10.0.0.5:5000/v3' }
oslo::limit { 'nova_config': endpoint_id => 'ep-123', username => 'nova', password => 'nova-ks', auth_url => 'http://10.0.0.5:5000' }
