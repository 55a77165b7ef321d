# QA-FORGE-7: voxpupuli-keepalived from the code index at one consistent point (init.pp 26c920e6,
# config.pp cf872f18, vrrp/instance.pp and vrrp_instance.erb 96ccffe4, params/service 72ae45e3,
# vrrp/script.pp and sync_group.pp 0715efcc) with Debian's concat 7.3.1, whose concat::fragment no
# longer takes ensure (as sites upgrading concat before keepalived met it).
class { 'keepalived':
  vrrp_script     => {
    'check_nginx' => { 'script' => '/usr/bin/killall -0 nginx', 'interval' => 2, 'fall' => 3, 'rise' => 2 },
  },
  vrrp_instance   => {
    'VI_50' => {
      'interface'         => 'eth1',
      'state'             => 'MASTER',
      'virtual_router_id' => '50',
      'priority'          => '101',
      'auth_type'         => 'PASS',
      'auth_pass'         => 'secret',
      'virtual_ipaddress' => [
        '10.0.0.1/29',
        { 'ip' => '10.0.0.2/29', 'label' => 'eth1:web', 'scope' => 'global', 'dev' => 'eth2' },
      ],
      'track_script'      => 'check_nginx',
      'track_interface'   => ['eth1', 'tun0'],
      'virtual_routes'    => [
        { 'to' => '168.168.2.0/24', 'via' => '10.0.0.254', 'dev' => 'eth1' },
        { 'src' => '10.0.0.1', 'to' => '192.168.30.0/24', 'via' => '10.0.0.253', 'scope' => 'link' },
      ],
      'unicast_source_ip' => '10.0.0.5',
      'unicast_peers'     => ['10.0.0.6', '10.0.0.7'],
    },
  },
  vrrp_sync_group => {
    'VG1' => { 'group' => ['VI_50', 'VI_51'], 'notify_script_master' => '"/usr/local/bin/master.sh VG1"', 'smtp_alert' => true },
  },
}

keepalived::vrrp::instance { 'VI_51':
  interface                  => 'eth1',
  state                      => 'BACKUP',
  virtual_router_id          => 51,
  priority                   => 100,
  nopreempt                  => true,
  preempt_delay              => 60,
  garp_master_refresh        => 30,
  virtual_ipaddress_int      => 'eth0',
  virtual_ipaddress          => { 'ip' => '10.0.1.1/24', 'brd' => '10.0.1.255', 'label' => 'eth0:vip' },
  virtual_ipaddress_excluded => ['10.0.1.10/24', { 'ip' => '10.0.1.11/24', 'scope' => 'local' }],
  notify_script              => '/usr/local/bin/keepalived-notify.sh',
  dont_track_primary         => true,
}

keepalived::vrrp::script { 'check_haproxy':
  script    => '/usr/bin/pgrep haproxy',
  no_weight => true,
}
