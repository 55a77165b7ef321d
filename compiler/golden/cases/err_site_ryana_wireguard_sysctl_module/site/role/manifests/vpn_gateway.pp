class role::vpn_gateway { include profile::wireguard }
