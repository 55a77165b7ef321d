# In the shape of wikimedia's network::constants (which reads its data from modules/network/data/data.yaml).
class network::constants {
  $all_network_subnets = {
    'production' => {
      'eqiad' => {
        'public' => {
          'public1-a-eqiad' => { 'ipv4' => '208.80.154.0/26', 'ipv6' => '2620:0:861:1::/64' },
        },
        'private' => {
          'private1-a-eqiad' => { 'ipv4' => '10.64.0.0/22', 'ipv6' => '2620:0:861:101::/64' },
          'analytics1-a-eqiad' => { 'ipv4' => '10.64.5.0/24' },
        },
      },
      'codfw' => {
        'private' => {
          'private1-a+b-codfw' => { 'ipv6' => '2620:0:860:101::/64', 'ipv4' => '10.192.0.0/22' },
        },
      },
    },
    'labs' => {
      'eqiad' => { 'private' => { 'cloud-instances2-b-eqiad' => { 'ipv4' => '172.16.0.0/21' } } },
    },
  }
  $domain_networks = ['10.0.0.0/8', '208.80.152.0/22', '2620:0:860::/46']
  $production_networks = ['10.64.0.0/12', '10.192.0.0/12', '208.80.152.0/22']
  $labs_networks = ['172.16.0.0/21']
  $frack_networks = []
  $analytics_networks = ['10.64.5.0/24', '10.64.36.0/24']
  $mw_appserver_networks = ['10.64.0.0/22', '10.192.0.0/22']
  $network_infra = ['208.80.154.192/26']
  $mgmt_networks = ['10.65.0.0/16', '10.193.0.0/16']
  $special_hosts = {
    'production' => {
      'bastion_hosts' => ['208.80.154.151', '2620:0:861:2:208:80:154:151'],
      'monitoring_hosts' => ['208.80.153.84'],
    },
    'labs' => { 'bastion_hosts' => ['172.16.1.136'] },
  }
}
