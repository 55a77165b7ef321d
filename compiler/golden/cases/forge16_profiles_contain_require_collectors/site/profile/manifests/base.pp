class profile::base {
  class { 'users':
    accounts => {
      'alice' => { 'uid' => 1001, 'groups' => ['sudo'], 'tags' => ['admins'], 'keys' => ['ssh-ed25519 AAAAalice alice@laptop'] },
      'bob'   => { 'uid' => 1002, 'tags' => ['devs'], 'keys' => ['ssh-rsa AAAAbob bob@desk', 'ssh-ed25519 AAAAbob2 bob@phone'] },
      'carol' => { 'uid' => 1003, 'ensure' => 'absent', 'tags' => ['admins'] },
    },
  }
  $sysctls = {
    'net.ipv4.ip_forward' => 1,
    'vm.swappiness' => '10',
    'net.core.somaxconn' => 4096,
  }
  $sysctls.each |$k, $v| { sysctl { $k: value => $v, persist => $k != 'vm.swappiness' } }
  User <| tag == 'admins' |>
  Users::Key <| tag == 'admins' |> { options => ['no-agent-forwarding'] }
}
