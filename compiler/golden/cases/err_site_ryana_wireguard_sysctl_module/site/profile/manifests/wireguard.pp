# @summary Manages WireGuard VPN server
# (ryana-0154/infra-puppet-control site-modules/profile/manifests/wireguard.pp; its @param documentation left out)
class profile::wireguard (
  Boolean                  $manage_wireguard        = false,
  String[1]                $package_name            = 'wireguard',
  String[1]                $interface_name          = 'wg0',
  Integer[1,65535]         $listen_port             = 51820,
  String[1]                $vpn_network             = '10.10.10.0/24',
  String[1]                $vpn_server_ip           = '10.10.10.1',
  String[1]                $external_interface      = 'eth0',
  Optional[String[1]]      $server_private_key      = undef,
  Boolean                  $enable_nat              = true,
  Boolean                  $enable_ip_forward       = true,
  Boolean                  $manage_ufw              = true,
  Hash                     $peers                   = {},
  Array[String[1]]         $dns_servers             = ['10.10.10.1'],
  Integer[0]               $persistent_keepalive    = 25,
) {
  # Validate that server private key is provided
  if $manage_wireguard and !$server_private_key {
    fail('profile::wireguard: server_private_key is required when manage_wireguard is true')
  }

  if $manage_wireguard {
    # Install WireGuard package
    ensure_packages([$package_name])

    # Create directories for WireGuard configuration
    file { '/etc/wireguard':
      ensure  => directory,
      owner   => 'root',
      group   => 'root',
      mode    => '0700',
      require => Package[$package_name],
    }

    file { '/etc/wireguard/clients':
      ensure  => directory,
      owner   => 'root',
      group   => 'root',
      mode    => '0700',
      require => File['/etc/wireguard'],
    }

    file { '/etc/wireguard/clientconfs':
      ensure  => directory,
      owner   => 'root',
      group   => 'root',
      mode    => '0700',
      require => File['/etc/wireguard'],
    }

    # WireGuard interface configuration
    file { "/etc/wireguard/${interface_name}.conf":
      ensure  => file,
      owner   => 'root',
      group   => 'root',
      mode    => '0600',
      content => template('profile/wireguard/wg0.conf.erb'),
      require => File['/etc/wireguard'],
      notify  => Service["wg-quick@${interface_name}"],
    }

    # Enable IP forwarding via sysctl
    if $enable_ip_forward {
      sysctl { 'net.ipv4.ip_forward':
        ensure => present,
        value  => '1',
      }
    }

    # Manage UFW firewall rules for WireGuard
    if $manage_ufw {
      # Configure UFW with default deny policy
      class { 'ufw':
        default_input_policy       => 'deny',
        default_output_policy      => 'allow',
        default_forward_policy     => 'deny',
        default_application_policy => 'skip',
      }

      # Allow WireGuard port from anywhere (UDP)
      ufw_rule { "allow wireguard port ${listen_port}":
        action       => 'allow',
        to_ports_app => $listen_port,
        proto        => 'udp',
        require      => Class['ufw'],
      }

      # Get SSH port from hiera
      $ssh_port = lookup('profile::ssh_hardening::ssh_port', Optional[Integer], 'first', undef)

      # Allow SSH from anywhere (required for remote access)
      if $ssh_port {
        ufw_rule { "allow SSH port ${ssh_port}":
          action       => 'allow',
          to_ports_app => $ssh_port,
          proto        => 'tcp',
          require      => Class['ufw'],
        }
      }

      # ONLY allow VPN network access to internal services
      # All other traffic will be denied by default policy

      # Allow DNS from VPN network ONLY
      ufw_rule { 'allow DNS from VPN network':
        action       => 'allow',
        from_addr    => $vpn_network,
        to_ports_app => 53,
        proto        => 'any',
        require      => Class['ufw'],
      }

      # Allow HTTP from VPN network (for Pi-hole admin)
      ufw_rule { 'allow HTTP from VPN network':
        action       => 'allow',
        from_addr    => $vpn_network,
        to_ports_app => 80,
        proto        => 'tcp',
        require      => Class['ufw'],
      }

      # Allow HTTPS from VPN network
      ufw_rule { 'allow HTTPS from VPN network':
        action       => 'allow',
        from_addr    => $vpn_network,
        to_ports_app => 443,
        proto        => 'tcp',
        require      => Class['ufw'],
      }

      # UFW route rule for VPN traffic forwarding
      ufw_route { "allow VPN traffic from ${interface_name} to ${external_interface}":
        action        => 'allow',
        interface_in  => $interface_name,
        interface_out => $external_interface,
        require       => Class['ufw'],
      }

      # UFW route rule for VPN-to-VPN traffic
      ufw_route { "allow VPN-to-VPN traffic on ${interface_name}":
        action        => 'allow',
        interface_in  => $interface_name,
        interface_out => $interface_name,
        require       => Class['ufw'],
      }
    }

    # Clean up orphaned WireGuard interface if service is not running
    # This handles cases where previous runs left the interface in a broken state
    exec { "cleanup-orphaned-${interface_name}":
      command => "/usr/bin/ip link delete ${interface_name}",
      onlyif  => "/usr/bin/ip link show ${interface_name} 2>/dev/null",
      unless  => "/usr/bin/systemctl is-active wg-quick@${interface_name}",
      before  => Service["wg-quick@${interface_name}"],
    }

    # Enable and start WireGuard service
    service { "wg-quick@${interface_name}":
      ensure     => running,
      enable     => true,
      hasrestart => true,
      hasstatus  => true,
      require    => [
        Package[$package_name],
        File["/etc/wireguard/${interface_name}.conf"],
      ],
    }

    # Store peer preshared keys
    $peers.each |$peer_name, $peer_config| {
      if 'preshared_key' in $peer_config {
        file { "/etc/wireguard/clients/${peer_name}.psk":
          ensure  => file,
          owner   => 'root',
          group   => 'root',
          mode    => '0600',
          content => "${peer_config['preshared_key']}\n",
          require => File['/etc/wireguard/clients'],
        }
      }
    }
  }
}
