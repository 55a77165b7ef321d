node default { include role::vpn_gateway }
